package app

import (
	"bytes"
	"fmt"
	"sync"

	"github.com/tilesolve/tilesolve/app/platform"
	"github.com/tilesolve/tilesolve/ntuple"
	"github.com/tilesolve/tilesolve/resources"
)

// shipped holds the learned player's network once it has been read: every Play panel and every
// game shares it (67 M weights, 134 MB as a shipped file's int16s). read is where its file comes
// from (tests replace it).
var shipped = struct {
	mu   sync.Mutex
	net  *ntuple.Network
	read func() ([]byte, error)
}{read: platform.WeightsBytes}

// shippedWeights is the learned player's network, read the first time it is asked for (by the
// learned player's first move or hint) and kept: from the binary on the desktop, fetched on the
// page (platform.WeightsBytes). A failure is not kept, so a later game tries again (the page may have been
// offline); it says what went wrong, and the player falls back to the heuristic.
func shippedWeights() (*ntuple.Network, error) {
	shipped.mu.Lock()
	defer shipped.mu.Unlock()
	if shipped.net != nil {
		return shipped.net, nil
	}
	data, err := shipped.read()
	if err != nil {
		return nil, err
	}
	net, err := ntuple.Read(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", resources.WeightsFile, err)
	}
	shipped.net = net
	return net, nil
}
