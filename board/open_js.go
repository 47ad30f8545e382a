//go:build js

package board

// nonBlocking is 0 under js/wasm: its file system (Node's, or none in a browser) has no named
// pipes, and syscall has no O_NONBLOCK there.
const nonBlocking = 0
