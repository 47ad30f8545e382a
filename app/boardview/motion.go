package boardview

import (
	"math"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/tilesolve/tilesolve/board"
)

// glideShare is the part of an animation the tiles spend gliding when something merges or
// spawns; the rest is the pop and the new tile growing in.
const glideShare = 0.7

// Animate shows to, gliding the tiles there from where they stand in from: to one step after
// from (Next, a move), or from one step after to (Prev), which plays the step backwards. Merged
// tiles pop and the new tile grows in. It is SetStep(to) when motion is off (here or in the
// system's settings), d is not positive, or the two boards are not one move apart. The board is to at once for Grid and input; the last
// frame shows exactly to, marks included; SetStep, SetBoard or another Animate ends it early.
func (v *View) Animate(from, to board.Step, d time.Duration) {
	m, reverse, ok := stepMotion(from, to)
	if !v.motionOn || d <= 0 || !fyne.CurrentApp().Settings().ShowAnimations() || !ok || v.r == nil || v.r.cell <= 0 || from.Board.Size() != v.grid.N {
		v.SetStep(to)
		return
	}
	v.setState(to.Board.Grid(), to.Board.Kind(), to.Spawned, to.Changed)
	frame := v.r.motionFrames(m, reverse)
	for _, o := range v.r.objects[1:] { // once per step, for the numbers motionFrames wrote; not the backdrop
		o.Refresh()
	}
	var a *fyne.Animation
	a = fyne.NewAnimation(d, func(t float32) {
		if v.anim != a { // stopped: a later board owns the objects
			return
		}
		if t >= 1 {
			v.anim = nil
			v.Refresh()
			return
		}
		frame(t)
	})
	a.Curve = fyne.AnimationEaseOut
	v.anim = a
	frame(0)
	v.StartAnimation(a)
}

// stepMotion is how the tiles go from from to to: boardMotion forward, or backward (reverse)
// when to is the step before from.
func stepMotion(from, to board.Step) (m motion, reverse, ok bool) {
	if from.Board == nil || to.Board == nil {
		return m, false, false
	}
	if m, err := boardMotion(from.Board, to.Board, to.Dir); err == nil {
		return m, false, true
	}
	if m, err := boardMotion(to.Board, from.Board, from.Dir); err == nil {
		return m, true, true
	}
	return m, false, false
}

// stopAnimation ends a running animation where it is; the caller shows the board it wants.
func (v *View) stopAnimation() {
	if a := v.anim; a != nil {
		v.anim = nil
		a.Stop()
	}
}

// glider is one tile object on its way: the object that stands on From, where it goes, and the
// numbers it shows before and after the step.
type glider struct {
	rect        *canvas.Rectangle
	label       *canvas.Text
	from, to    fyne.Position
	value       int
	becomes     int
	toCell      int
	showsBecome bool // the label holds becomes (after the pop began)
}

// motionFrames readies the tile objects for m and returns the frame function: t from 0 (the
// board before the step) to 1 (after), or the reverse. Frames only move and resize objects, and
// change a label once when a merged tile pops, so the painter re-rasterises no text per frame.
func (r *boardRenderer) motionFrames(m motion, reverse bool) func(t float32) {
	for i := range r.tiles {
		r.tiles[i].Hide()
		r.labels[i].Hide()
		r.marks[i].Hide()
	}
	r.hintBox.Hide()
	for _, l := range r.arrow {
		l.Hide()
	}
	gliders := make([]glider, 0, len(m.Tiles))
	pops := m.Spawn >= 0
	for _, tm := range m.Tiles {
		g := glider{rect: r.tiles[tm.From], label: r.labels[tm.From], from: r.cellPos(tm.From), to: r.cellPos(tm.To),
			value: tm.Value, becomes: tm.Becomes, toCell: tm.To}
		r.paintTile(g.rect, g.label, tm.Value, tm.To)
		gliders = append(gliders, g)
		pops = pops || tm.Merged()
	}
	r.mergeOnTop(m.Tiles)
	if m.Spawn >= 0 {
		r.paintTile(r.spawn, r.spawnL, m.SpawnValue, m.Spawn)
	}
	glide := float32(1)
	if pops {
		glide = glideShare
	}
	spawnAt := r.cellPos(max(m.Spawn, 0))
	return func(t float32) {
		if reverse {
			t = 1 - t
		}
		g := min(t/glide, 1)
		pop := float32(0) // 0..1 through the pop phase
		if t > glide {
			pop = (t - glide) / (1 - glide)
		}
		for i := range gliders {
			gl := &gliders[i]
			pos := gl.from.AddXY((gl.to.X-gl.from.X)*g, (gl.to.Y-gl.from.Y)*g)
			scale := float32(1)
			if gl.becomes != gl.value { // merged: the survivor pops, its partner vanishes into it
				popped := pop > 0
				if gl.becomes == 0 {
					gl.rect.Hidden, gl.label.Hidden = popped, popped
				} else {
					scale = 1 + 0.2*float32(math.Sin(math.Pi*float64(pop)))
					if popped != gl.showsBecome {
						gl.showsBecome = popped
						shown := gl.value
						if popped {
							shown = gl.becomes
						}
						r.paintTile(gl.rect, gl.label, shown, gl.toCell)
						gl.label.Refresh()
					}
				}
			}
			r.placeTile(gl.rect, gl.label, pos, scale)
		}
		if m.Spawn >= 0 {
			r.spawn.Hidden, r.spawnL.Hidden = pop == 0, pop < 0.5
			r.placeTile(r.spawn, r.spawnL, spawnAt, pop)
		}
		canvas.Refresh(r.cursor) // repaint, freeing no texture (a rectangle has none)
	}
}

// mergeOnTop draws each merged pair's surviving tile above its partner, so the partner slides
// under it instead of covering its number half way.
func (r *boardRenderer) mergeOnTop(tiles []tileMotion) {
	survivor := map[int]int{} // To cell -> From of the tile that stays
	for _, tm := range tiles {
		if tm.Merged() && tm.Becomes != 0 {
			survivor[tm.To] = tm.From
		}
	}
	for _, tm := range tiles {
		if s, ok := survivor[tm.To]; ok && tm.Becomes == 0 && s < tm.From {
			r.setDrawSlot(s, tm.From)
			r.setDrawSlot(tm.From, s)
		}
	}
}
