package resources

// WeightsFile is the learned 2048 player's network, an n-tuple network in ntuple's file format
// (`tilesolve train -shape 4x6 -ship`): here in resources/, embedded in the desktop build
// (Weights2048), and beside the page's files on the web, which fetches it only when the learned
// player or its hint first needs it, so that the page's first load does not carry it.
const WeightsFile = "2048-4x6.ntuple"
