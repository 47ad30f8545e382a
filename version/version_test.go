package version

import (
	"runtime/debug"
	"testing"
)

func TestFromBuild(t *testing.T) {
	vcs := &debug.BuildInfo{
		Main: debug.Module{Path: "github.com/tilesolve/tilesolve", Version: "v0.0.0-20261123174659-e1204c4abcde+dirty"},
		Settings: []debug.BuildSetting{
			{Key: "vcs.revision", Value: "e1204c4abcdef0123456789abcdef0123456789a"},
			{Key: "vcs.modified", Value: "true"},
		},
	}
	tests := []struct {
		name, stamped, commit string
		bi                    *debug.BuildInfo
		want                  string
	}{
		{"no build info", "", "", nil, "devel"},
		{"go run: (devel), no VCS", "", "", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, "devel"},
		{"go build between tags", "", "", vcs, "0.0.0-20261123174659-e1204c4abcde (commit e1204c4abcde, modified)"},
		{"go build at a tag", "", "", &debug.BuildInfo{
			Main:     debug.Module{Version: "v1.2.3"},
			Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "abc"}, {Key: "vcs.modified", Value: "false"}},
		}, "1.2.3 (commit abc)"},
		{"release stamp wins", "1.2.3", "0123456789abcdef", vcs, "1.2.3 (commit 0123456789ab)"},
		{"stamp from a modified tree", "1.2.3-4-gabcdef0-dirty", "abcdef0123", nil, "1.2.3-4-gabcdef0 (commit abcdef0123, modified)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := fromBuild(tt.stamped, tt.commit, tt.bi).String(); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}
