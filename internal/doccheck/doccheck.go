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
	"slices"
	"strings"
	"unicode"
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

var (
	linkRE   = regexp.MustCompile(`!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)`)
	srcRE    = regexp.MustCompile(`<(?:img|a)\s[^>]*(?:src|href)="([^"]+)"`)
	anchorRE = regexp.MustCompile(`<a\s+(?:id|name)="([^"]+)"`)
	makeRE   = regexp.MustCompile(`(?:^|[\s(;&|])make\s+([a-z][a-z0-9_-]*)`)
	targetRE = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9_.-]*(?:[ \t]+[A-Za-z0-9][A-Za-z0-9_.-]*)*[ \t]*:([^=]|$)`)
)

// Links finds links and images to files or headings that do not exist. Web addresses are not
// fetched.
func Links(docs []Doc, t *Tree) []Problem {
	var out []Problem
	anchors := map[string]map[string]bool{}
	for _, d := range docs {
		anchors[d.Path] = Anchors(d)
	}
	for _, d := range docs {
		eachLine(d, func(i int, line string, code bool) {
			if code {
				return
			}
			var targets []string
			for _, m := range linkRE.FindAllStringSubmatch(stripCode(line), -1) {
				targets = append(targets, m[1])
			}
			for _, m := range srcRE.FindAllStringSubmatch(line, -1) {
				targets = append(targets, m[1])
			}
			for _, target := range targets {
				if msg := checkTarget(d, target, t, anchors); msg != "" {
					out = append(out, Problem{d.Path, i + 1, msg})
				}
			}
		})
	}
	return out
}

// checkTarget is why a link from d to target is broken, "" when it holds.
func checkTarget(d Doc, target string, t *Tree, anchors map[string]map[string]bool) string {
	if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
		return ""
	}
	file, frag, _ := strings.Cut(target, "#")
	p := d.Path
	if file != "" {
		p = path.Clean(path.Join(path.Dir(d.Path), file))
		if strings.HasPrefix(p, "../") || !t.Has(p) {
			return fmt.Sprintf("link to %s: no such file or folder in the tree", target)
		}
	}
	if frag == "" {
		return ""
	}
	a, ok := anchors[p]
	if !ok {
		return "" // a heading in a file that is not one of the docs: not checked
	}
	if !a[frag] {
		return fmt.Sprintf("link to %s: %s has no heading or anchor %q", target, p, frag)
	}
	return ""
}

// Anchors are the fragments that reach a place in d: its headings as GitHub names them (lower
// case, spaces to hyphens, punctuation dropped, -1, -2 on repeats) and its <a id> anchors.
func Anchors(d Doc) map[string]bool {
	out := map[string]bool{}
	seen := map[string]int{}
	eachLine(d, func(_ int, line string, code bool) {
		if code {
			return
		}
		for _, m := range anchorRE.FindAllStringSubmatch(line, -1) {
			out[m[1]] = true
		}
		trimmed := strings.TrimLeft(line, "#")
		if len(trimmed) == len(line) || len(line)-len(trimmed) > 6 || !strings.HasPrefix(trimmed, " ") {
			return
		}
		slug := Slug(trimmed)
		if n := seen[slug]; n > 0 {
			out[fmt.Sprintf("%s-%d", slug, n)] = true
		} else {
			out[slug] = true
		}
		seen[slug]++
	})
	return out
}

// Slug is a heading's anchor as GitHub makes it.
func Slug(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(heading)) {
		switch {
		case r == ' ':
			b.WriteRune('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

// Paths finds code spans that name a path under one of the tree's top folders (`scripts/smoke.sh`,
// `app/boardview/`) which does not exist. Spans with wildcards, placeholders or spaces are not
// paths to check.
func Paths(docs []Doc, t *Tree) []Problem {
	var out []Problem
	for _, d := range docs {
		eachLine(d, func(i int, line string, code bool) {
			if code {
				return
			}
			for _, span := range codeSpans(line) {
				p := strings.TrimPrefix(span, "./")
				if strings.ContainsAny(p, " *?{}<>$~%|=,\\…") || strings.Contains(p, "...") || !strings.Contains(p, "/") {
					continue
				}
				first, _, _ := strings.Cut(p, "/")
				if !t.topLevel(first) {
					continue
				}
				p = strings.TrimSuffix(p, "/")
				if !t.Has(p) {
					out = append(out, Problem{d.Path, i + 1, fmt.Sprintf("`%s`: no such file or folder in the tree", span)})
				}
			}
		})
	}
	return out
}

// MakeTargets finds `make TARGET` in code (spans and blocks) where no Makefile given (paths from
// the root) defines TARGET: the root's, and the release archive's, whose install targets the
// docs tell users to run.
func MakeTargets(docs []Doc, root string, makefiles ...string) ([]Problem, error) {
	targets := map[string]bool{}
	for _, mf := range makefiles {
		data, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(mf)))
		if err != nil {
			return nil, err
		}
		for _, l := range strings.Split(string(data), "\n") {
			if m := targetRE.FindStringSubmatch(l); m != nil {
				for _, name := range strings.Fields(strings.Split(l, ":")[0]) {
					targets[name] = true
				}
			}
		}
	}
	var out []Problem
	for _, d := range docs {
		eachCode(d, func(i int, code string) {
			for _, m := range makeRE.FindAllStringSubmatch(code, -1) {
				if !targets[m[1]] {
					out = append(out, Problem{d.Path, i + 1, fmt.Sprintf("make %s: no Makefile has that target", m[1])})
				}
			}
		})
	}
	return out, nil
}

var benchFuncRE = regexp.MustCompile(`(?m)^func (Benchmark\w*)\(`)

// Benchmarks finds `go test … -bench PATTERN ./pkg` in code where a part of PATTERN (split at |,
// up to its first /) names no benchmark of that package: a figure's command that no longer runs
// what it says. `-bench .` and placeholders in capitals are not checked.
func Benchmarks(docs []Doc, root string) []Problem {
	var out []Problem
	for _, d := range docs {
		eachCode(d, func(i int, code string) {
			_, rest, ok := strings.Cut(code, "go test ")
			if !ok {
				return
			}
			f := strings.Fields(rest)
			pattern := ""
			var pkgs []string
			for k, w := range f {
				switch {
				case w == "-bench" && k+1 < len(f):
					pattern = strings.Trim(f[k+1], `'"`)
				case strings.HasPrefix(w, "./"):
					pkgs = append(pkgs, w)
				}
			}
			if pattern == "" || pattern == "." || strings.ToUpper(pattern) == pattern || len(pkgs) == 0 {
				return
			}
			var names []string
			for _, pkg := range pkgs {
				names = append(names, benchNames(root, pkg)...)
			}
			for _, alt := range strings.Split(strings.ReplaceAll(pattern, `\|`, "|"), "|") {
				first, _, _ := strings.Cut(alt, "/")
				re, err := regexp.Compile(first)
				if err != nil {
					out = append(out, Problem{d.Path, i + 1, fmt.Sprintf("-bench %s: %v", pattern, err)})
					continue
				}
				if !slices.ContainsFunc(names, re.MatchString) {
					out = append(out, Problem{d.Path, i + 1, fmt.Sprintf("-bench %s: no benchmark in %s matches %q", pattern, strings.Join(pkgs, " "), first)})
				}
			}
		})
	}
	return out
}

// benchNames are the benchmark functions of the package at pkg (./dir, ./dir/ or ./dir/...).
func benchNames(root, pkg string) []string {
	dir := strings.TrimSuffix(strings.TrimSuffix(strings.TrimPrefix(pkg, "./"), "..."), "/")
	var names []string
	_ = filepath.WalkDir(filepath.Join(root, filepath.FromSlash(dir)), func(p string, e os.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if e.IsDir() && p != filepath.Join(root, filepath.FromSlash(dir)) && !strings.HasSuffix(pkg, "...") {
			return filepath.SkipDir
		}
		if strings.HasSuffix(p, "_test.go") {
			if data, err := os.ReadFile(p); err == nil {
				for _, m := range benchFuncRE.FindAllStringSubmatch(string(data), -1) {
					names = append(names, m[1])
				}
			}
		}
		return nil
	})
	return names
}

// Command is a command line of the CLI a doc shows: the words after "tilesolve" up to the first
// shell operator or comment.
type Command struct {
	File string
	Line int
	Args []string
}

var cliRE = regexp.MustCompile(`(?:^|[\s/($])tilesolve((?:[ \t]+[^\s` + "`" + `]+)+)`)

// Commands are the CLI's command lines in the docs' code: `tilesolve solve -quiet FILE`,
// `go run ./cmd/tilesolve bench sliding -n 4`. A line whose first word is not a bare word (the app
// opening a file, `tilesolve puzzle.txt`) is not one.
func Commands(docs []Doc) []Command {
	var out []Command
	for _, d := range docs {
		eachCode(d, func(i int, code string) {
			for _, m := range cliRE.FindAllStringSubmatch(code, -1) {
				var args []string
				for _, w := range strings.Fields(m[1]) {
					if slices.Contains([]string{"|", "||", "&&", ";", "#", "2>&1"}, w) || strings.HasPrefix(w, "#") ||
						strings.HasPrefix(w, ">") || strings.HasPrefix(w, "2>") || strings.HasPrefix(w, "<") {
						break
					}
					args = append(args, w)
				}
				if len(args) == 0 || !isWord(args[0]) {
					continue
				}
				out = append(out, Command{d.Path, i + 1, args})
			}
		})
	}
	return out
}

// FlagSpans are the code spans in prose that are a flag alone or with its value (`-improve`,
// `-algo beam`), by where they are: the CLI's flags, as a doc names them outside a command line.
func FlagSpans(docs []Doc) []Command {
	var out []Command
	for _, d := range docs {
		eachLine(d, func(i int, line string, code bool) {
			if code {
				return
			}
			for _, span := range codeSpans(line) {
				f := strings.Fields(span)
				if len(f) == 0 || len(f) > 2 || !IsFlag(f[0]) {
					continue
				}
				out = append(out, Command{d.Path, i + 1, f[:1]})
			}
		})
	}
	return out
}

var flagRE = regexp.MustCompile(`^-[a-z][a-z0-9-]*(=.*)?$`)

// IsFlag says whether w is a single-dash flag: -name or -name=value, the name of lower-case letters,
// digits and hyphens starting with a letter (`-c-v1.bin`, a file name's end, is none).
func IsFlag(w string) bool { return flagRE.MatchString(w) }

// FlagName is w's name without the dash, the value or usage brackets: "[-depth" is "depth".
func FlagName(w string) string {
	w = strings.Trim(w, "[]()")
	name, _, _ := strings.Cut(strings.TrimPrefix(w, "-"), "=")
	return name
}

func isWord(w string) bool {
	for _, r := range w {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9') {
			return false
		}
	}
	return w != ""
}

// eachLine calls f on every line of d, saying whether it is inside a fenced code block (the fences
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
