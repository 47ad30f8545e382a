// The preferences kept under the app's former ID, read once under the new one, so that nobody
// loses their recent files and settings to the change of ID.

package app

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
)

// formerID is the app ID before it had the three parts stores expect (io.github.<owner>.<App>).
const formerID = "io.github.tilesolve"

// prefMigrated holds formerID once its preferences were read, so that they are read once.
const prefMigrated = "migratedFrom"

// readFormerPrefs reads formerID's preferences into a's, once. Fyne keeps each ID's
// preferences.json in a folder named by the ID, beside the folder of a's storage; the web keeps
// one store whatever the ID, so there is nothing to read.
func readFormerPrefs(a fyne.App) {
	root := a.Storage().RootURI()
	if root == nil || root.Scheme() != "file" {
		return
	}
	path := filepath.Join(filepath.Dir(root.Path()), formerID, "preferences.json")
	if err := copyPrefsFile(a.Preferences(), path); err != nil {
		fyne.LogError("Could not read the preferences of "+formerID, err)
	}
}

// copyPrefsFile sets every value of the preferences file at path in p, unless p says that was
// done; a missing file is nothing to read. The values have JSON's types, as when Fyne reads its
// own file: numbers are floats (Int reads them too), a list takes its first item's type.
func copyPrefsFile(p fyne.Preferences, path string) error {
	if p.String(prefMigrated) != "" {
		return nil
	}
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	var values map[string]any
	if err := json.Unmarshal(data, &values); err != nil {
		p.SetString(prefMigrated, formerID) // unreadable now, unreadable at every start
		return fmt.Errorf("%s: %w", path, err)
	}
	for k, v := range values {
		switch v := v.(type) {
		case bool:
			p.SetBool(k, v)
		case float64:
			p.SetFloat(k, v)
		case string:
			p.SetString(k, v)
		case []any:
			setList(p, k, v)
		}
	}
	p.SetString(prefMigrated, formerID)
	return nil
}

// setList sets a list of JSON values as the list type of its items; an empty or mixed list is
// left out.
func setList(p fyne.Preferences, key string, items []any) {
	if len(items) == 0 {
		return
	}
	switch items[0].(type) {
	case bool:
		if l, ok := listOf[bool](items); ok {
			p.SetBoolList(key, l)
		}
	case float64:
		if l, ok := listOf[float64](items); ok {
			p.SetFloatList(key, l)
		}
	case string:
		if l, ok := listOf[string](items); ok {
			p.SetStringList(key, l)
		}
	}
}

// listOf is items as a []T, false when one of them is not a T.
func listOf[T any](items []any) ([]T, bool) {
	l := make([]T, len(items))
	for i, it := range items {
		x, ok := it.(T)
		if !ok {
			return nil, false
		}
		l[i] = x
	}
	return l, true
}
