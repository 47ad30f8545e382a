package boardview

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/tilesolve/tilesolve/board"
	"github.com/tilesolve/tilesolve/internal/testboards"
)

// randomSteps is a walk of up to count moves from a random n-by-n board of kind k: 2048 tiles of
// mixed values so that moves merge, or a scrambled puzzle.
func randomSteps(t testing.TB, k board.Kind, n, count int, rng *rand.Rand) []board.Step {
	t.Helper()
	cur := mustBoard(t, k, testboards.RandomGrid(k, n, 3, rng, nil))
	steps := []board.Step{{Board: cur, Spawned: -1}}
	for len(steps) <= count {
		legal := board.Legal(cur)
		if len(legal) == 0 {
			break
		}
		s := moveStep(cur, legal[rng.IntN(len(legal))], rng.Float64)
		steps = append(steps, s)
		cur = s.Board
	}
	return steps
}

// moveStep is the step after b's legal move d, its new tile placed with draw.
func moveStep(b board.Board, d board.Direction, draw func() float64) board.Step {
	next, changed, _ := b.Shift(d)
	spawned := -1
	if s, ok := next.(board.Spawner); ok {
		next, spawned = s.SpawnTile(draw)
	}
	return board.Step{Board: next, Dir: d, Spawned: spawned, Changed: changed}
}

// assertShows checks that the view draws exactly step s: every cell's tile on its own cell at
// full size with its number, blanks hidden, no tile growing in, the step's marks.
func assertShows(t *testing.T, v *View, s board.Step) {
	t.Helper()
	r := v.r
	want := s.Board.Grid().Tiles
	if !slices.Equal(v.Grid().Tiles, want) {
		t.Fatalf("Grid() is %v, want %v", v.Grid().Tiles, want)
	}
	for i, tile := range want {
		rect, l := r.tiles[i], r.labels[i]
		if tile == 0 {
			if !rect.Hidden || !l.Hidden {
				t.Fatalf("cell %d: blank drawn as %q", i, l.Text)
			}
			continue
		}
		if rect.Hidden || l.Hidden || l.Text != strconv.Itoa(tile) {
			t.Fatalf("cell %d: shows %q (hidden %v), want %d", i, l.Text, l.Hidden, tile)
		}
		if rect.Position() != r.cellPos(i) || l.Position() != r.cellPos(i) || rect.Size() != fyne.NewSquareSize(r.cell) {
			t.Fatalf("cell %d: tile at %v size %v, want %v size %v", i, rect.Position(), rect.Size(), r.cellPos(i), r.cell)
		}
		marked := i == s.Spawned || slices.Contains(s.Changed, i)
		if marked == r.marks[i].Hidden {
			t.Fatalf("cell %d: marked %v, want %v", i, !r.marks[i].Hidden, marked)
		}
	}
	if !r.spawn.Hidden || !r.spawnL.Hidden {
		t.Fatal("the growing tile is still drawn")
	}
	if v.Animating() {
		t.Fatal("the animation is still running")
	}
}

// The animation ends on exactly the next step's board, forward and backward, with motion on
// (the test driver runs an animation straight to its end) and off, on random boards of both
// kinds and many sizes.
func TestBoardViewAnimateEndsOnStep(t *testing.T) {
	test.NewTempApp(t)
	rng := rand.New(rand.NewPCG(16, 3))
	for _, k := range []board.Kind{board.Kind2048, board.KindSliding} {
		for _, n := range []int{2, 3, 4, 7, 10, 16} {
			if k == board.KindSliding && n > 10 {
				continue
			}
			steps := randomSteps(t, k, n, 20, rng)
			for _, motion := range []bool{true, false} {
				t.Run(fmt.Sprintf("%v/%d/motion=%v", k, n, motion), func(t *testing.T) {
					v := New()
					v.SetMotion(motion)
					v.SetStep(steps[0])
					showInWindow(t, v, fyne.NewSquareSize(300))
					started := 0
					v.StartAnimation = func(a *fyne.Animation) { started++; a.Start() }
					for i := 1; i < len(steps); i++ {
						v.Animate(steps[i-1], steps[i], DefaultMotion)
						assertShows(t, v, steps[i])
					}
					for i := len(steps) - 1; i > 0; i-- { // Prev, all the way back
						v.Animate(steps[i], steps[i-1], DefaultMotion)
						assertShows(t, v, steps[i-1])
					}
					if want := 2 * (len(steps) - 1); motion && started != want {
						t.Errorf("%d animations started for %d steps", started, want)
					} else if !motion && started != 0 {
						t.Errorf("%d animations started with motion off", started)
					}
				})
			}
		}
	}
}

// heldView is a view whose animations do not start: the test ticks them.
func heldView(t *testing.T, first board.Step) (*View, *[]*fyne.Animation) {
	t.Helper()
	v := New()
	v.SetStep(first)
	showInWindow(t, v, fyne.NewSquareSize(300))
	var held []*fyne.Animation
	v.StartAnimation = func(a *fyne.Animation) { held = append(held, a) }
	return v, &held
}

// mergeLeftSteps is a 2048 board and its swipe left, in which 2 and 2 merge, the 4 and 8 glide and
// a 2 spawns: every kind of motion in one step.
func mergeLeftSteps(t *testing.T) (from, to board.Step) {
	t.Helper()
	before := mustBoard(t, board.Kind2048, board.NewGrid(4, []int{
		2, 2, 0, 4,
		0, 0, 0, 8,
		0, 0, 0, 0,
		0, 0, 0, 0}))
	return board.Step{Board: before, Spawned: -1}, moveStep(before, board.Left, func() float64 { return 0 })
}

// Mid-animation the tiles stand between their cells, a merged tile pops larger than a cell and
// the new tile grows in smaller than one; the final tick shows the step.
func TestBoardViewAnimateFrames(t *testing.T) {
	test.NewTempApp(t)
	from, to := mergeLeftSteps(t)
	v, held := heldView(t, from)
	objects := map[fyne.CanvasObject]bool{}
	for _, o := range v.r.Objects() {
		objects[o] = true
	}
	sameObjects := func(when string) { // frames move the objects; none is made anew
		t.Helper()
		got := v.r.Objects()
		for _, o := range got {
			if !objects[o] {
				t.Fatalf("%s: a new canvas object %T", when, o)
			}
		}
		if len(got) != len(objects) {
			t.Fatalf("%s: %d objects, were %d", when, len(got), len(objects))
		}
	}
	v.Animate(from, to, DefaultMotion)
	if len(*held) != 1 || !v.Animating() {
		t.Fatal("no animation")
	}
	a, r := (*held)[0], v.r
	a.Tick(0.35) // half way through the glide
	mid := func(a, b int) float32 { return (r.cellPos(a).X + r.cellPos(b).X) / 2 }
	if x := r.tiles[3].Position().X; x < mid(3, 1)-1 || x > mid(3, 1)+1 || r.labels[3].Text != "4" {
		t.Errorf("the 4 is at x=%v showing %q half way from cell 3 to 0, want x=%v", x, r.labels[3].Text, mid(3, 1))
	}
	if x := r.tiles[1].Position().X; x < mid(1, 0)-1 || x > mid(1, 0)+1 || r.tiles[1].Hidden {
		t.Errorf("the merging 2 is at x=%v, want %v", x, mid(1, 0))
	}
	if !r.spawn.Hidden {
		t.Error("the new tile shows before the tiles arrive")
	}
	a.Tick(0.85) // the pop
	if s := r.tiles[0].Size().Width; s <= r.cell || r.labels[0].Text != "4" {
		t.Errorf("the merged tile is %v wide showing %q on a %v cell", s, r.labels[0].Text, r.cell)
	}
	if !r.tiles[1].Hidden {
		t.Error("the 2 that merged is still drawn")
	}
	if s := r.spawn.Size().Width; r.spawn.Hidden || s <= 0 || s >= r.cell {
		t.Errorf("the new tile is %v wide (hidden %v) while it grows in", s, r.spawn.Hidden)
	}
	sameObjects("mid-animation")
	a.Tick(1)
	assertShows(t, v, to)
	sameObjects("after the animation")

	v.Animate(to, from, DefaultMotion) // Prev: the same motion backwards
	a = (*held)[1]
	a.Tick(0.65) // half way back through the glide
	if x := r.tiles[3].Position().X; x < mid(3, 1)-1 || x > mid(3, 1)+1 {
		t.Errorf("going back, the 4 is at x=%v, want %v", x, mid(3, 1))
	}
	a.Tick(1)
	assertShows(t, v, from)
}

// A board set during an animation stops it: the board shows at once and a late tick of the old
// animation changes nothing.
func TestBoardViewAnimationInterrupted(t *testing.T) {
	test.NewTempApp(t)
	steps := randomSteps(t, board.KindSliding, 4, 3, rand.New(rand.NewPCG(1, 1)))
	v, held := heldView(t, steps[0])
	v.Animate(steps[0], steps[1], DefaultMotion)
	(*held)[0].Tick(0.5)
	v.SetStep(steps[3]) // the slider jumped
	assertShows(t, v, steps[3])
	(*held)[0].Tick(0.7)
	(*held)[0].Tick(1)
	assertShows(t, v, steps[3])

	v.Animate(steps[3], steps[2], DefaultMotion)
	v.Animate(steps[2], steps[1], DefaultMotion) // the timeline plays on before it ends
	(*held)[1].Tick(1)
	(*held)[2].Tick(1)
	assertShows(t, v, steps[1])

	v.Animate(steps[0], steps[3], DefaultMotion) // not one move apart: no motion
	if len(*held) != 3 {
		t.Error("an animation started between boards three moves apart")
	}
	assertShows(t, v, steps[3])
}

// BenchmarkAnimateFrame is the cost of one frame of a step's animation on a 600x600 board: the
// tiles moved and resized ("frame"), the same plus painting with Fyne's software painter
// ("softpaint", a pessimistic bound: the app paints with OpenGL), and a whole step ("step":
// Animate, 8 frames and the final board).
func BenchmarkAnimateFrame(b *testing.B) {
	test.NewTempApp(b)
	for _, n := range []int{4, 10} {
		steps := testboards.Steps2048(b, n)
		for _, mode := range []string{"frame", "softpaint", "step"} {
			b.Run(fmt.Sprintf("%dx%d/%s", n, n, mode), func(b *testing.B) {
				v := New()
				w := test.NewWindow(v)
				defer w.Close()
				w.Resize(fyne.NewSize(600, 600))
				v.SetStep(steps[0])
				var a *fyne.Animation
				v.StartAnimation = func(x *fyne.Animation) { a = x }
				const frames = 8
				b.ReportAllocs()
				b.ResetTimer()
				for i := range b.N {
					k := i / frames % (len(steps) - 1)
					switch {
					case mode == "step":
						v.Animate(steps[k], steps[k+1], DefaultMotion)
						for f := range frames {
							a.Tick(float32(f) / frames)
						}
						a.Tick(1)
						continue
					case i%frames == 0:
						b.StopTimer()
						v.Animate(steps[k], steps[k+1], DefaultMotion)
						b.StartTimer()
					}
					a.Tick((float32(i%frames) + 0.5) / frames)
					if mode == "softpaint" {
						_ = w.Canvas().Capture()
					}
				}
			})
		}
	}
}

// The golden frames pin down a step's animation as drawn: mid-glide (a merging pair on top of each
// other, tiles between cells) and the pop (the merged tile larger, the new tile small).
func TestBoardViewGoldenMotion(t *testing.T) {
	test.NewTempApp(t)
	before := mustBoard(t, board.Kind2048, board.NewGrid(4, []int{2, 2, 0, 4, 0, 0, 0, 8, 16, 0, 16, 0, 0, 32, 0, 64}))
	from, to := board.Step{Board: before, Spawned: -1}, moveStep(before, board.Left, func() float64 { return 0 })
	v := New()
	v.SetStep(from)
	w := showInWindow(t, v, fyne.NewSize(240, 240))
	var held []*fyne.Animation
	v.StartAnimation = func(a *fyne.Animation) { held = append(held, a) }
	v.Animate(from, to, DefaultMotion)
	held[0].Tick(0.35)
	test.AssertRendersToImage(t, "boardview_motion_glide.png", w.Canvas())
	held[0].Tick(0.85)
	test.AssertRendersToImage(t, "boardview_motion_pop.png", w.Canvas())
}

// The editor's drawing: the cursor (focused), an invalid cell in the error colour, a swipe hint.
func TestBoardViewGoldenEdit(t *testing.T) {
	test.NewTempApp(t)
	v, w, _ := editView(t, board.Kind2048, board.NewGrid(4, []int{4, 4, 3, 2, 8, 0, 0, 0, 32, 0, 0, 0, 32, 64, 0, 0}), 240)
	test.TapAt(v, v.CellCentre(5))
	v.SetInvalid(map[int]string{2: "3 is not a power of two"})
	v.ShowHint(-1, board.Down)
	test.AssertRendersToImage(t, "boardview_edit.png", w.Canvas())
}

// Mid-glide, the board shows the tiles of the step before on their way, unmarked, whatever else
// the step changes: leaving a solution's step 0 for step 1 makes the board a picture instead of
// the editor (and back), in either order with the animation, and that redraw must not put the
// next board's numbers and marks on the gliders.
func TestBoardViewGlideKeepsItsTilesAcrossModes(t *testing.T) {
	test.NewTempApp(t)
	g := board.NewGrid(4, []int{256, 8, 0, 2, 256, 8, 16, 2, 512, 4, 0, 0, 1024, 0, 0, 0})
	sol := solve(t, mustBoard(t, board.Kind2048, g))
	numbers := func(s board.Step) []string {
		var out []string
		for _, x := range s.Board.Grid().Tiles {
			if x != 0 {
				out = append(out, strconv.Itoa(x))
			}
		}
		slices.Sort(out)
		return out
	}
	for _, modeFirst := range []bool{true, false} {
		v, held := heldView(t, sol.Step(0))
		v.SetMode(Edit)
		for _, step := range []struct {
			name     string
			from, to board.Step
			mode     Mode
		}{{"Next", sol.Step(0), sol.Step(1), Show}, {"Prev", sol.Step(1), sol.Step(0), Edit}} {
			if modeFirst {
				v.SetMode(step.mode)
			}
			v.Animate(step.from, step.to, DefaultMotion)
			if !modeFirst {
				v.SetMode(step.mode)
			}
			if len(*held) == 0 || v.Mode() != step.mode {
				t.Fatalf("%s: %d animations, mode %v", step.name, len(*held), v.Mode())
			}
			(*held)[len(*held)-1].Tick(0.4) // gliding: no pop yet either way
			r := v.r
			var shown []string
			for i, l := range r.labels {
				if l.Visible() && l.Text != "" {
					shown = append(shown, l.Text)
				}
				if r.marks[i].Visible() {
					t.Errorf("%s (mode first %v): cell %d is marked mid-glide", step.name, modeFirst, i)
				}
			}
			slices.Sort(shown)
			if want := numbers(sol.Step(0)); !slices.Equal(shown, want) { // backward, step 0's tiles glide back
				t.Errorf("%s (mode first %v): mid-glide the numbers are %v, want step 0's %v", step.name, modeFirst, shown, want)
			}
			(*held)[len(*held)-1].Tick(1)
		}
	}
}

// Fyne lays the board out again, at the same size, whenever a number's text changes, as the
// merged tile's does when it pops: that must leave the animation's tiles where its frame put
// them, not snap them to their cells for a painted frame.
func TestBoardViewRelayoutKeepsGliders(t *testing.T) {
	test.NewTempApp(t)
	from, to := mergeLeftSteps(t)
	v, held := heldView(t, from)
	v.Animate(from, to, DefaultMotion)
	r := v.r
	for _, at := range []float32{0.35, 0.85} { // mid-glide, and the pop (the 4's label changed)
		(*held)[0].Tick(at)
		pos, size := r.tiles[3].Position(), r.tiles[0].Size()
		r.Layout(v.Size())
		if got := r.tiles[3].Position(); got != pos {
			t.Errorf("at %v a relayout moved the gliding 4 from %v to %v", at, pos, got)
		}
		if got := r.tiles[0].Size(); got != size {
			t.Errorf("at %v a relayout resized the merged tile from %v to %v", at, size, got)
		}
	}
}
