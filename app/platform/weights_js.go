package platform

import (
	"fmt"
	"syscall/js"

	"github.com/tilesolve/tilesolve/resources"
)

// WeightsBytes fetches the learned player's network file from beside the page (scripts/web.sh
// puts it there; the service worker keeps a copy for offline visits). It is called off the UI
// goroutine, the first time the learned player or its hint needs the network.
func WeightsBytes() ([]byte, error) {
	resp, err := await(js.Global().Call("fetch", resources.WeightsFile))
	if err != nil {
		return nil, fmt.Errorf("could not fetch %s: %v", resources.WeightsFile, err)
	}
	if !resp.Get("ok").Bool() {
		return nil, fmt.Errorf("could not fetch %s: HTTP %d", resources.WeightsFile, resp.Get("status").Int())
	}
	data, err := await(resp.Call("arrayBuffer"))
	if err != nil {
		return nil, fmt.Errorf("could not read %s: %v", resources.WeightsFile, err)
	}
	buf := make([]byte, data.Get("byteLength").Int())
	js.CopyBytesToGo(buf, js.Global().Get("Uint8Array").New(data))
	return buf, nil
}
