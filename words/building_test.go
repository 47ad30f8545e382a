package words

import "testing"

// TestDatabasesBuilding: the build's share in whole, rounded percent, 0% before the count is
// known and no more than 100%.
func TestDatabasesBuilding(t *testing.T) {
	for _, c := range []struct {
		done, total     int64
		built, building string
	}{
		{45, 100, "databases 45% built", "building the pattern databases: 45%"},
		{2, 3, "databases 67% built", "building the pattern databases: 67%"},
		{5, 0, "databases 0% built", "building the pattern databases: 0%"},
		{7, 5, "databases 100% built", "building the pattern databases: 100%"},
	} {
		if got := DatabasesBuilt(c.done, c.total); got != c.built {
			t.Errorf("DatabasesBuilt(%d, %d) = %q, want %q", c.done, c.total, got, c.built)
		}
		if got := DatabasesBuilding(c.done, c.total); got != c.building {
			t.Errorf("DatabasesBuilding(%d, %d) = %q, want %q", c.done, c.total, got, c.building)
		}
	}
}
