//go:build js

package session

// compareBudget is what each search in the compare window may spend in a browser: smaller than
// the desktop's (see pageCompareBudget).
var compareBudget = pageCompareBudget

// inBrowser is true: CompareBudgetWords tells the page's user why its budget is smaller.
const inBrowser = true
