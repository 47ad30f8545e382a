//go:build !js

package resources

import _ "embed"

// Weights2048 is WeightsFile's bytes, in the desktop binary: the app is one file wherever it is
// installed (a .app bundle, an .exe, a tarball's binary), so the weights cannot go missing or be
// a different release's. The page's build leaves them out (its wasm must not grow by them).
//
//go:embed 2048-4x6.ntuple
var Weights2048 []byte
