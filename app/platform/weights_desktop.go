//go:build !js

package platform

import "github.com/tilesolve/tilesolve/resources"

// WeightsBytes is the learned player's network file, embedded in the desktop binary.
func WeightsBytes() ([]byte, error) { return resources.Weights2048, nil }
