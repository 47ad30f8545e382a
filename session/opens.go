package session

// Opens follows the files being read on other goroutines, so that a slow disk never freezes the
// window: how many reads are under way, and which was asked for last. A later open wins over an
// older one that finishes later.
type Opens struct {
	pending int // reads under way
	gen     int // identifies the latest read asked for
}

// Begin records a read about to start and returns the number that identifies it.
func (o *Opens) Begin() int {
	o.pending++
	o.gen++
	return o.gen
}

// End records that read gen has finished and reports whether its board is still wanted: no later
// read was asked for since.
func (o *Opens) End(gen int) bool {
	o.pending--
	return gen == o.gen
}

// Pending is the number of reads under way.
func (o *Opens) Pending() int { return o.pending }
