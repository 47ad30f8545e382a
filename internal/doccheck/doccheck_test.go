package doccheck

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

const root = "../.."

// The project's docs hold: every link, image and anchor they give is in the tree, every path they
// show under one of its folders exists, every `make` target they name is a Makefile's, every
// benchmark a `go test -bench` command names exists.
// (cmd/tilesolve's TestDocsNameRealCommandsAndFlags checks the CLI's command lines.)
func TestDocsHold(t *testing.T) {
	docs, err := Load(root)
	if err != nil {
		t.Fatal(err)
	}
	tree, err := LoadTree(root)
	if err != nil {
		t.Fatal(err)
	}
	problems := append(Links(docs, tree), Paths(docs, tree)...)
	problems = append(problems, Benchmarks(docs, root)...)
	mk, err := MakeTargets(docs, root, "Makefile", "packaging/linux/Makefile")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range append(problems, mk...) {
		t.Error(p)
	}
	t.Logf("%d docs checked", len(docs))
}

// newTree is a tree holding the given files, for the tests below.
func newTree(t *testing.T, files ...string) *Tree {
	t.Helper()
	dir := t.TempDir()
	for _, f := range files {
		p := filepath.Join(dir, filepath.FromSlash(f))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("x\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tree, err := LoadTree(dir)
	if err != nil {
		t.Fatal(err)
	}
	return tree
}

func doc(path, text string) Doc { return Doc{Path: path, Lines: strings.Split(text, "\n")} }

// Each broken link, image, anchor or path is found, on its line; each sound one passes.
func TestLinksAndPaths(t *testing.T) {
	tree := newTree(t, "docs/shot.png", "docs/cli.md", "scripts/smoke.sh", "app/boardview/view.go")
	cli := doc("docs/cli.md", "# The command line\n\n## Solve: flags\n\n## Solve: flags\n<a id=\"exit\"></a>")
	for _, c := range []struct {
		name, text string
		want       []int // lines with a problem
	}{
		{"image and link", "![a](docs/shot.png) and [b](docs/cli.md)", nil},
		{"missing image", "text\n![a](docs/gone.png)", []int{2}},
		{"missing file link", "[b](docs/nothing.md)", []int{1}},
		{"html image", `<img src="docs/shot.png" width="300"> <img src="docs/x.png">`, []int{1}},
		{"folder", "[scripts](scripts/)", nil},
		{"outside the tree", "[up](../etc/passwd)", []int{1}},
		{"web link", "[w](https://example.com/x) [m](mailto:a@b.c)", nil},
		{"heading anchor", "[s](docs/cli.md#solve-flags) [s1](docs/cli.md#solve-flags-1) [e](docs/cli.md#exit)", nil},
		{"missing anchor", "[s](docs/cli.md#solving)", []int{1}},
		{"own anchor", "# Top\n[t](#top) [u](#nope)", []int{2}},
		{"link shown as code", "`[x](docs/none.png)`", nil},
		{"fenced block", "```\n[x](docs/none.png)\n```", nil},
		{"path in code", "run `scripts/smoke.sh`, see `app/boardview/`", nil},
		{"missing path in code", "run `scripts/smoke2.sh` and `./app/boardview/render.go`", []int{1, 1}},
		{"not a path", "`~/.cache/tilesolve/x.bin`, `dist/Tilesolve-<version>.tar.xz`, `docs/*.md`, `github.com/a/b`", nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			docs := []Doc{doc("README.md", c.text), cli}
			var lines []int
			for _, p := range append(Links(docs, tree), Paths(docs, tree)...) {
				if p.File == "README.md" {
					lines = append(lines, p.Line)
				}
				t.Log(p)
			}
			if !slices.Equal(lines, c.want) {
				t.Errorf("problems on lines %v, want %v", lines, c.want)
			}
		})
	}
}

func TestSlug(t *testing.T) {
	for in, want := range map[string]string{
		"The two commands":                  "the-two-commands",
		"Solve: flags, exit status (0-130)": "solve-flags-exit-status-0-130",
		"`make test` and CI":                "make-test-and-ci",
		"Sliding puzzle — 4x4":              "sliding-puzzle--4x4",
	} {
		if got := Slug(in); got != want {
			t.Errorf("Slug(%q) = %q, want %q", in, got, want)
		}
	}
}

// `make X` in code is checked against the Makefiles' targets; prose is not code.
func TestMakeTargets(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "Makefile"), []byte("X = 1\n.PHONY: run test\nrun: deps\n\tgo run .\ntest:\n\tscripts/test.sh\nweb serve-web: x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	docs := []Doc{doc("README.md", "```sh\nmake run   # start\nFT_ROUNDS=2 make test\nmake bench\n```\nThe `make web` page and `sudo make serve-web`; `make install`.\nTo make things work (prose).")}
	problems, err := MakeTargets(docs, dir, "Makefile")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range problems {
		got = append(got, p.String())
	}
	want := []string{"README.md:4: make bench: no Makefile has that target", "README.md:6: make install: no Makefile has that target"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

// Command lines are the words after tilesolve up to a shell operator; the app opening a file is
// not one; flags in prose are found alone or with a value.
func TestCommands(t *testing.T) {
	docs := []Doc{doc("docs/cli.md", "```sh\n"+
		"go run ./cmd/tilesolve solve -goal 2048 resources/board10.txt   # or: make cli\n"+
		"$ tilesolve bench sliding -n 4 | head\n"+
		"tilesolve puzzle.txt\n"+
		"cd tilesolve && sudo make install\n"+
		"~/.cache/tilesolve/pdb.bin\n"+
		"```\n"+
		"Then `tilesolve play -rules classic [-depth D]`, `-improve 0`, `-max-memory`, `--headless=new`, `- x`, `-1`, `-c-v1.bin`, `-macos-amd64.zip`.")}
	var got []string
	for _, c := range Commands(docs) {
		got = append(got, strings.Join(c.Args, " "))
	}
	want := []string{"solve -goal 2048 resources/board10.txt", "bench sliding -n 4", "play -rules classic [-depth D]"}
	if !slices.Equal(got, want) {
		t.Errorf("commands %q, want %q", got, want)
	}
	got = nil
	for _, c := range FlagSpans(docs) {
		got = append(got, FlagName(c.Args[0]))
	}
	if want := []string{"improve", "max-memory"}; !slices.Equal(got, want) {
		t.Errorf("flag spans %q, want %q", got, want)
	}
	if FlagName("[-depth") != "depth" || FlagName("-seed=3") != "seed" {
		t.Error("FlagName")
	}
}

// A -bench pattern's parts must each match a benchmark of the packages named; `.` and
// placeholders pass.
func TestBenchmarks(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "solver", "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	for f, text := range map[string]string{
		"solver/a_test.go":     "package solver\nfunc BenchmarkCancel(b *testing.B) {}\nfunc BenchmarkBestFirst4(b *testing.B) {}\n",
		"solver/sub/b_test.go": "package sub\nfunc BenchmarkDeep(b *testing.B) {}\n",
	} {
		if err := os.WriteFile(filepath.Join(dir, f), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	docs := []Doc{doc("docs/performance.md", "`go test -run '^$' -bench Cancel -benchtime 10x ./solver`\n"+
		"`go test -run '^$' -bench 'BestFirst4/16384\\|Cancel$' ./solver/`\n"+
		"`go test -bench Gone ./solver`\n"+
		"`go test -bench 'Cancel|Nope' ./solver`\n"+
		"`go test -bench Deep ./solver`\n"+
		"`go test -bench Deep ./solver/...`\n"+
		"`go test -bench . ./solver` and `go test -run '^$' -bench NAME ./PKG`")}
	var lines []int
	for _, p := range Benchmarks(docs, dir) {
		t.Log(p)
		lines = append(lines, p.Line)
	}
	if want := []int{3, 4, 5}; !slices.Equal(lines, want) {
		t.Errorf("problems on lines %v, want %v", lines, want)
	}
}
