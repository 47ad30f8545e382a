package session

// Document is the board being edited as a file: its name, the file it was opened from or saved
// to, and the editor's snapshot then, so that the title can show unsaved edits and nothing
// replaces them without asking. Each Open (New, a sample, a paste, Randomize) starts a Document
// of its own; the edit history keeps a pointer to it with every state, so that Undo past an Open
// brings back the document before it, and a Save, which changes the Document in place, counts for
// every state of it.
type Document struct {
	name  string // the title: a file name, "Board10", "untitled"...
	path  string // the file; "" for a sample, Board10 or a new board
	clean string // the editor's snapshot when opened or saved
	put   string // the editor's snapshot when the board was put in place (opened, drawn, pasted, saved)
	dirty bool   // the cells differ from clean
	// scratch marks a board found in no file that cannot be made again (a random draw, a
	// paste): its solution is work the unsaved prompt covers (see Window.Unsaved).
	scratch bool
}

// NewDocument is a document opened under name from the file at path ("" when it comes from no
// file), whose saved state is snapshot.
func NewDocument(name, path, snapshot string) *Document {
	return &Document{name: name, path: path, clean: snapshot, put: snapshot}
}

// NewScratch is a document for a board that is in no file and cannot be made again: a random
// draw or a paste.
func NewScratch(name, snapshot string) *Document {
	return &Document{name: name, clean: snapshot, put: snapshot, scratch: true}
}

// Open makes snapshot the document's saved state, under name, from the file at path ("" when it
// comes from no file).
func (d *Document) Open(name, path, snapshot string) {
	*d = Document{name: name, path: path, clean: snapshot, put: snapshot}
}

// Settle makes snapshot, the board just put in place, the document's saved state.
func (d *Document) Settle(snapshot string) { d.clean, d.put, d.dirty = snapshot, snapshot, false }

// Unfiled marks the board just put in place as in no file (a paste): unsaved from the start, though
// not edited (see EditedSince).
func (d *Document) Unfiled() { d.clean = "" }

// EditedSince says whether snapshot, the cells shown, differs from the board as it was put in
// place: a pasted board is unsaved without a single edit.
func (d *Document) EditedSince(snapshot string) bool { return snapshot != d.put }

// Saved follows a save of the board, whose snapshot is snapshot, to the file at path named name.
func (d *Document) Saved(name, path, snapshot string) {
	*d = Document{name: name, path: path, clean: snapshot, put: snapshot}
}

// Edited follows an edit: the board is unsaved when its cells differ from the saved ones (typing
// a tile and deleting it again leaves nothing to save). It reports whether that changed.
func (d *Document) Edited(snapshot string) bool {
	dirty := snapshot != d.clean
	changed := dirty != d.dirty
	d.dirty = dirty
	return changed
}

// Discard forgets the unsaved edits: the user chose to lose them and must not be asked again.
func (d *Document) Discard() { d.dirty, d.scratch = false, false }

// Name is the document's title.
func (d *Document) Name() string { return d.name }

// Path is the file the document was opened from or saved to, "" when none.
func (d *Document) Path() string { return d.path }

// Dirty says whether the board has edits that are not saved.
func (d *Document) Dirty() bool { return d.dirty }

// Scratch says whether the board is in no file and cannot be made again (a random draw, a paste).
func (d *Document) Scratch() bool { return d.scratch }

// Title is the window's title: the app's name first, as the scripts that find the window
// (scripts/xwindow.sh) expect, then the name, marked with * while there are unsaved edits, as
// desktop editors do: "Tilesolve — *puzzle.txt".
func (d *Document) Title() string { return windowTitle(d.name, d.dirty) }

func windowTitle(name string, unsaved bool) string {
	mark := ""
	if unsaved {
		mark = "*"
	}
	return "Tilesolve — " + mark + name
}
