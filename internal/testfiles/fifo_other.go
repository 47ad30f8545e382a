//go:build !unix

package testfiles

import "errors"

// MakeFIFO fails where the file system has no named pipes (Windows).
func MakeFIFO(string) error { return errors.ErrUnsupported }
