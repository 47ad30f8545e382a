package main

import (
	"bytes"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/tilesolve/tilesolve/internal/doccheck"
)

var (
	helpFlagRE    = regexp.MustCompile(`(?m)^\s+-([A-Za-z0-9][\w-]*)`)
	helpCommandRE = regexp.MustCompile(`(?m)^\s+tilesolve ([a-z0-9]+)`)
	helpKindsRE   = regexp.MustCompile(`KIND one of: ([a-z0-9, ]+)`)
)

// cliHelp asks the command for its help: words followed by -h (or alone, for a command without
// flags). ok is false when there is no such command.
type cliHelp struct {
	cache map[string]helpAnswer
}

type helpAnswer struct {
	ok    bool
	text  string
	flags map[string]bool
}

func (h *cliHelp) ask(words []string) helpAnswer {
	key := strings.Join(words, " ")
	if a, ok := h.cache[key]; ok {
		return a
	}
	var out, errb bytes.Buffer
	code := run(append(slices.Clone(words), "-h"), &out, &errb)
	if code != 0 && len(words) == 1 { // a command without flags (version) refuses -h
		out.Reset()
		errb.Reset()
		code = run(slices.Clone(words), &out, &errb)
	}
	a := helpAnswer{text: errb.String() + out.String(), flags: map[string]bool{"h": true, "help": true}}
	for _, m := range helpFlagRE.FindAllStringSubmatch(a.text, -1) {
		a.flags[m[1]] = true
	}
	// bench's kinds list their flags on -h but exit 2, as for any bad flag.
	a.ok = code == 0 || len(a.flags) > 2 && strings.Contains(a.text, "Usage of tilesolve "+key)
	h.cache[key] = a
	return a
}

// command resolves a doc's command line to the command it runs (one or two words: bench KIND) and
// that command's help; the empty answer when none.
func (h *cliHelp) command(args []string) ([]string, helpAnswer) {
	words := 0
	for words < len(args) && words < 2 && regexp.MustCompile(`^[a-z0-9]+$`).MatchString(args[words]) {
		words++
	}
	for k := words; k >= 1; k-- {
		a := h.ask(args[:k])
		if !a.ok {
			continue
		}
		if k == 1 && words == 2 && helpKindsRE.MatchString(a.text) { // bench with a kind it lacks
			return nil, helpAnswer{}
		}
		return args[:k], a
	}
	return nil, helpAnswer{}
}

// allFlags is every flag of every command the usage lists, and of every kind of bench.
func (h *cliHelp) allFlags(t *testing.T) map[string]bool {
	all := map[string]bool{}
	usage := h.ask([]string{"help"})
	for _, m := range helpCommandRE.FindAllStringSubmatch(usage.text, -1) {
		a := h.ask([]string{m[1]})
		for f := range a.flags {
			all[f] = true
		}
		if k := helpKindsRE.FindStringSubmatch(a.text); k != nil {
			for _, kind := range strings.Split(k[1], ", ") {
				for f := range h.ask([]string{m[1], strings.TrimSpace(kind)}).flags {
					all[f] = true
				}
			}
		}
	}
	if len(all) < 10 {
		t.Fatalf("the usage names %d flags in all: %q", len(all), usage.text)
	}
	return all
}

// The docs name only commands and flags the CLI has: each command line they show runs a command
// whose -h answers, with flags its -h lists; each flag named alone in prose (`-improve`) is one of
// some command's.
func TestDocsNameRealCommandsAndFlags(t *testing.T) {
	docs, err := doccheck.Load("../..")
	if err != nil {
		t.Fatal(err)
	}
	h := &cliHelp{cache: map[string]helpAnswer{}}
	lines := 0
	for _, c := range doccheck.Commands(docs) {
		cmd, a := h.command(c.Args)
		if cmd == nil {
			t.Errorf("%s:%d: tilesolve %s: no such command", c.File, c.Line, strings.Join(c.Args, " "))
			continue
		}
		lines++
		for _, w := range c.Args[len(cmd):] {
			if doccheck.IsFlag(strings.TrimLeft(w, "[(")) && !a.flags[doccheck.FlagName(w)] {
				t.Errorf("%s:%d: tilesolve %s: %s is not one of its flags", c.File, c.Line, strings.Join(cmd, " "), w)
			}
		}
	}
	all := h.allFlags(t)
	spans := doccheck.FlagSpans(docs)
	for _, c := range spans {
		if !all[doccheck.FlagName(c.Args[0])] {
			t.Errorf("%s:%d: `%s` is no command's flag", c.File, c.Line, c.Args[0])
		}
	}
	t.Logf("%d command lines and %d flags in prose checked against %d flags", lines, len(spans), len(all))
}
