//go:build !unix

package board

import "errors"

// makeFIFO fails where there are no named pipes in the file system (Windows): the FIFO cases skip.
func makeFIFO(string) error { return errors.ErrUnsupported }
