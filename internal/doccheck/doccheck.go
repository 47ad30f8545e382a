// Package doccheck reads the project's Markdown (README.md, CONTRIBUTING.md and docs/*.md) and
// finds what it names that the tree does not have: a link or image to a missing file or heading,
// a path in code to a missing file, a `make` target no Makefile defines. It also lists the
// command lines of the CLI that the docs show, for cmd/tilesolve's test to check against the
// command's own flags.
package doccheck

import (
	"fmt"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"strings"
)

// Doc is one Markdown file: its path from the root, with slashes, and its lines.
type Doc struct {
	Path  string
	Lines []string
}

// Problem is one thing a doc names that does not exist.
type Problem struct {
	File string
	Line int // from 1
	Msg  string
}

func (p Problem) String() string { return fmt.Sprintf("%s:%d: %s", p.File, p.Line, p.Msg) }

// Load reads the docs under root: README.md, CONTRIBUTING.md and every docs/*.md. CHANGELOG.md is
// left out: its history may name what is gone.
func Load(root string) ([]Doc, error) {
	names := []string{"README.md", "CONTRIBUTING.md"}
	more, err := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	if err != nil {
		return nil, err
	}
	for _, m := range more {
		names = append(names, "docs/"+filepath.Base(m))
	}
	var docs []Doc
	for _, n := range names {
		data, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(n)))
		if os.IsNotExist(err) && n == "CONTRIBUTING.md" {
			continue
		}
		if err != nil {
			return nil, err
		}
		docs = append(docs, Doc{Path: n, Lines: strings.Split(string(data), "\n")})
	}
	return docs, nil
}

// Tree is the files a doc may name: the tracked files when root is a git checkout (so a link to a
// file left out of a commit fails), else every file under root.
type Tree struct {
	root  string
	files map[string]bool // slash paths of files
	dirs  map[string]bool // slash paths of the folders holding them, "" the root
}

// LoadTree lists the files under root.
func LoadTree(root string) (*Tree, error) {
	t := &Tree{root: root, files: map[string]bool{}, dirs: map[string]bool{"": true}}
	add := func(p string) {
		t.files[p] = true
		for d := path.Dir(p); d != "."; d = path.Dir(d) {
			t.dirs[d] = true
		}
	}
	out, err := exec.Command("git", "-C", root, "ls-files", "--cached", "--others", "--exclude-standard").Output()
	if err == nil {
		for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
			if l != "" {
				if _, err := os.Stat(filepath.Join(root, filepath.FromSlash(l))); err == nil { // deleted but not committed: gone
					add(l)
				}
			}
		}
		return t, nil
	}
	err = filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == ".git" {
			return filepath.SkipDir
		}
		if !d.IsDir() {
			rel, _ := filepath.Rel(root, p)
			add(filepath.ToSlash(rel))
		}
		return nil
	})
	return t, err
}

// Has says whether p (a slash path from the root) is a file or a folder of the tree.
func (t *Tree) Has(p string) bool { return t.files[p] || t.dirs[p] }

// topLevel says whether name is a folder at the tree's root: a code span starting with one is
// taken for a path.
func (t *Tree) topLevel(name string) bool { return name != "" && t.dirs[name] }

// themselves count as code).
func eachLine(d Doc, f func(i int, line string, code bool)) {
	fenced := false
	for i, l := range d.Lines {
		if strings.HasPrefix(strings.TrimSpace(l), "```") {
			fenced = !fenced
			f(i, l, true)
			continue
		}
		f(i, l, fenced)
	}
}

// eachCode calls f on the code of d: every line of a fenced block, and every code span of prose.
func eachCode(d Doc, f func(i int, code string)) {
	eachLine(d, func(i int, line string, code bool) {
		if code {
			if !strings.HasPrefix(strings.TrimSpace(line), "```") {
				f(i, line)
			}
			return
		}
		for _, s := range codeSpans(line) {
			f(i, s)
		}
	})
}

var spanRE = regexp.MustCompile("`+([^`]+)`+")

// codeSpans are a line's `code spans`, without the backticks.
func codeSpans(line string) []string {
	var out []string
	for _, m := range spanRE.FindAllStringSubmatch(line, -1) {
		out = append(out, strings.TrimSpace(m[1]))
	}
	return out
}

// stripCode blanks a line's code spans, so that a link shown as code is not taken for one.
func stripCode(line string) string {
	return spanRE.ReplaceAllStringFunc(line, func(s string) string { return strings.Repeat(" ", len(s)) })
}
