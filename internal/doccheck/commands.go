package doccheck

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

var (
	makeRE   = regexp.MustCompile(`(?:^|[\s(;&|])make\s+([a-z][a-z0-9_-]*)`)
	targetRE = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9_.-]*(?:[ \t]+[A-Za-z0-9][A-Za-z0-9_.-]*)*[ \t]*:([^=]|$)`)
)

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
