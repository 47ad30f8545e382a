// Package version says which build of Tilesolve is running, for `tilesolve version` and the app's
// About box. Nobody keeps a number by hand: a release build is stamped by scripts/version.sh (from
// `git describe` of the v* tag) through -ldflags -X; any other build reports what Go's build info
// recorded (the main module's version, which Go 1.24+ derives from the tag, vcs.revision and
// vcs.modified).
package version

import (
	"runtime/debug"
	"strings"
)

// LicenseLine names the licence (the LICENSE file, BSD-3-Clause as Fyne's) where a build
// introduces itself: the About box and `tilesolve version`.
const LicenseLine = "Free software under the BSD 3-Clause License."

// Set with -ldflags "-X github.com/tilesolve/tilesolve/version.version=1.2.3 -X github.com/tilesolve/tilesolve/version.commit=<sha>" by
// scripts/package.sh, which builds from a copy of the tree that has no .git for Go to read.
var (
	version string
	commit  string
)

// Info is a build's version and the commit it was built from.
type Info struct {
	Version  string // "1.2.3", "1.2.3-4-gabcdef0", a Go pseudo-version, or "devel" when unknown
	Commit   string // the full commit hash, "" when unknown
	Modified bool   // built from a tree with uncommitted changes
}

// Get returns the running build's Info.
func Get() Info {
	bi, _ := debug.ReadBuildInfo()
	return fromBuild(version, commit, bi)
}

// fromBuild prefers the stamped version and commit, else takes them from bi (which may be nil).
func fromBuild(stamped, stampedCommit string, bi *debug.BuildInfo) Info {
	var i Info
	if bi != nil {
		if v := bi.Main.Version; v != "" && v != "(devel)" {
			i.Version = v
		}
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				i.Commit = s.Value
			case "vcs.modified":
				i.Modified = s.Value == "true"
			}
		}
	}
	if stamped != "" {
		i.Version = stamped
		i.Commit = stampedCommit
		i.Modified = strings.HasSuffix(stamped, "-dirty")
	}
	// Go marks a build from a modified tree "+dirty"; the stamp says "-dirty". Modified says it once.
	i.Version = strings.TrimSuffix(strings.TrimSuffix(i.Version, "+dirty"), "-dirty")
	i.Version = strings.TrimPrefix(i.Version, "v")
	if i.Version == "" {
		i.Version = "devel"
	}
	return i
}

// String is the one line `tilesolve version` prints and the About box shows, e.g.
// "1.2.3 (commit 0123456789ab)" or "devel (commit 0123456789ab, modified)".
func (i Info) String() string {
	var extra []string
	if i.Commit != "" {
		c := i.Commit
		if len(c) > 12 {
			c = c[:12]
		}
		extra = append(extra, "commit "+c)
	}
	if i.Modified {
		extra = append(extra, "modified")
	}
	if len(extra) == 0 {
		return i.Version
	}
	return i.Version + " (" + strings.Join(extra, ", ") + ")"
}
