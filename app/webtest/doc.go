// Package webtest drives Tilesolve's web page (make web) in headless Chromium over the DevTools
// protocol: the page loads and paints the board, solves, opens a file from the browser's picker
// and downloads Save As. Its tests skip, saying so, where no Chromium is installed
// (scripts/install-deps.sh installs Debian's).
package webtest
