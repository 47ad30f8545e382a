package resources

import (
	_ "embed"

	"fyne.io/fyne/v2"
)

// IconPNG is the 512x512 app icon, rendered from icon.svg (see the comment at its top).
//
//go:embed icon.png
var IconPNG []byte

// Icon is IconPNG as a Fyne resource, for App.SetIcon and Window.SetIcon.
var Icon = fyne.NewStaticResource("icon.png", IconPNG)
