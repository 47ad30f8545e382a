//go:build !js

package webtest

import (
	"testing"

	"github.com/chromedp/cdproto/network"
)

// The measure's "received" counts the page's wasm only: TestMeasureLoad first fetches the brotli
// file itself (the link's yardstick), and those bytes counted too before, so the bar looked
// behind what had arrived.
func TestWireLogCountsThePagesWasm(t *testing.T) {
	w := newWireLog()
	for _, ev := range []any{
		&network.EventRequestWillBeSent{RequestID: "yardstick", Request: &network.Request{URL: "http://h/tilesolve.wasm.br"}},
		&network.EventDataReceived{RequestID: "yardstick", EncodedDataLength: 1000},
		&network.EventLoadingFinished{RequestID: "yardstick", EncodedDataLength: 1000},
		&network.EventRequestWillBeSent{RequestID: "page", Request: &network.Request{URL: "http://h/tilesolve.wasm?v=1"}},
		&network.EventDataReceived{RequestID: "page", EncodedDataLength: 300},
		&network.EventDataReceived{RequestID: "page", EncodedDataLength: 200},
	} {
		w.note(ev)
	}
	if got := w.receivedWasm(); got != 500 {
		t.Errorf("received %v bytes of the page's wasm, want 500 (the yardstick's 1000 are not the page's)", got)
	}
	w.note(&network.EventLoadingFinished{RequestID: "page", EncodedDataLength: 520})
	if wasm, all := w.totals(); wasm != 520 || all != 1520 {
		t.Errorf("totals: the wasm %v, all %v; want 520 and 1520", wasm, all)
	}
}
