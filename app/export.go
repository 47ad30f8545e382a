// File > Export Animation…: the solution (or the game) on the timeline as an animated GIF in the
// board's own colours, one frame per step at the timeline's speed.

package app

import (
	"fmt"
	"image/color"
	"io"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/tilesolve/tilesolve/app/boardview"
	"github.com/tilesolve/tilesolve/app/platform"
	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/boardgif"
	"github.com/tilesolve/tilesolve/words"
)

// maxAnimationBytes bounds an exported animation; longer solutions are sampled to fit (the
// dialog says so before the file is written).
const maxAnimationBytes = 2 << 20

// exportAnimation says what the animation will hold and, once the user agrees, asks where to write
// it. It exports what the timeline tl shows: the solution in Solve mode, the game's history in
// Play (game).
func (docs *documents) exportAnimation(tl *timeline, game bool) {
	sol := tl.pos.Solution()
	if sol == nil {
		return
	}
	what, name := fmt.Sprintf("the %d steps on the timeline", sol.Steps()), fileName(docs.s.Doc.Name(), "-solution", ".gif")
	if game { // the timeline shows the game's history
		what, name = fmt.Sprintf("the game on the timeline (its start and %d moves)", sol.Steps()-1), fileName(docs.s.Doc.Name(), "-game", ".gif")
	}
	msg := wrapLabel(fmt.Sprintf("An animated GIF of %s, one frame a step at %s, "+
		"in the board's colours. The file stays under %s: a longer one is shown by evenly spaced steps, "+
		"and a board too large for that by smaller tiles (without their numbers once these no longer fit).",
		what, tl.speed.Selected, words.Bytes(maxAnimationBytes)))
	d := dialog.NewCustomConfirm(strings.TrimSuffix(fileWords.anim, "…"), fileWords.animButton, "Cancel", msg, func(ok bool) {
		if ok {
			docs.picker.Save(docs.recent.dir(), name, func(f platform.ChosenFile, err error) { docs.writeAnimation(tl, f, err) })
		}
	}, docs.win)
	d.Resize(fyne.NewSize(460, 0))
	docs.dlg.showDialog(d)
}

// writeAnimation writes the steps on the timeline tl (a solution or a game) to f as a GIF, at its
// speed, atomically; err is the picker's.
func (docs *documents) writeAnimation(tl *timeline, f platform.ChosenFile, err error) {
	sol := tl.pos.Solution()
	if err != nil || !f.Chosen() || sol == nil {
		if err != nil {
			docs.host.showError("Could not export the animation", err)
		}
		return
	}
	sliding := sol.Kind() == board.KindSliding
	homes := boardview.GoalHomes(sol.Step(0).Board.Grid()) // a sliding puzzle's own goal
	opt := boardgif.Options{
		Delay:    tl.interval(),
		MaxBytes: maxAnimationBytes,
		Shrink:   true, // the promise of the dialog: under the limit whatever the board's size
		Colors: func(v, cell int) (fill, ink color.Color) {
			return boardview.CellColors(v, cell, sliding, homes)
		},
		Background: boardview.FrameColor(),
	}
	var res boardgif.Result
	err = f.Write(func(w io.Writer) error {
		var err error
		res, err = boardgif.Encode(w, sol.Steps(), func(k int) board.Grid { return sol.Step(k).Board.Grid() }, opt)
		return err
	})
	if err != nil {
		//lint:ignore ST1005 the error is the dialog's text, a sentence as the person reads it
		docs.host.showError("Could not export the animation", fmt.Errorf("%w\n\nAny file that was there is as it was.", err))
		return
	}
	docs.recent.rememberDir(f.Path)
	sampled := ""
	if res.Every > 1 {
		sampled = fmt.Sprintf(", every %s steps", words.Group(res.Every))
	}
	if !res.Numbers {
		sampled += fmt.Sprintf(", tiles of %d pixels without numbers", res.Cell)
	}
	docs.host.setStatus(fmt.Sprintf("%s %s: %s%s, %s.", fileWords.exported, f.Name, words.Count(res.Frames, "frame"), sampled, words.Bytes(int64(res.Bytes))),
		widget.MediumImportance)
}
