package words

import (
	"testing"
	"time"
)

func TestStepAndImproveLabels(t *testing.T) {
	for _, tc := range []struct{ got, want string }{
		{StepLabel(0, 12, ""), "step 0 of 12 — start"},
		{StepLabel(3, 12, "Up"), "step 3 of 12 — Up"},
		{StepLabel(1200, 4321, "Left"), "step 1,200 of 4,321 — Left"},
		{ImproveLabel(4500 * time.Millisecond), "4.5 s"},
		{ImproveLabel(0), "0 s (first answer only)"},
	} {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
}
