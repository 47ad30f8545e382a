package doccheck

import (
	"fmt"
	"path"
	"regexp"
	"strings"
	"unicode"
)

var (
	linkRE   = regexp.MustCompile(`!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)`)
	srcRE    = regexp.MustCompile(`<(?:img|a)\s[^>]*(?:src|href)="([^"]+)"`)
	anchorRE = regexp.MustCompile(`<a\s+(?:id|name)="([^"]+)"`)
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
