// Package platform is what the window asks of the system it runs on, the desktop or a browser
// page, beside drawing: the file chooser and the files it hands back (files*.go), where the
// pattern databases are kept (dbstore_*.go), the screen's size (screen_*.go), the end of the
// process on a signal (stop_*.go), giving a search's memory back (release_*.go), guarding unsaved
// work when the page is left (leave_*.go), the learned 2048 player's weights (weights_*.go: in the
// desktop binary, fetched by the page), the page's live regions (page_*.go) and its console
// (console_js.go). Each has a _desktop.go and a _js.go side, chosen by build tags, so that the
// rest of app/ builds the same for both.
package platform
