//go:build js

package session

// compareBudget is what each search in the compare window may spend in a browser: smaller than
// the desktop's (see pageCompareBudget).
var compareBudget = pageCompareBudget

// compareBudgetNote tells the page's user why its budget is smaller (see CompareBudgetWords).
const compareBudgetNote = " (in a browser less than on the desktop: a page's memory never shrinks)"
