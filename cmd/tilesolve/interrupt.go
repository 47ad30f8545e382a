package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"
)

// exitInterrupted is the shell's status for a command stopped by Ctrl-C (128 + SIGINT).
const exitInterrupted = 130

// interruptible is a context cancelled by the first Ctrl-C (SIGINT) or SIGTERM, so the running
// search stops and the batch says what it interrupted. The signals then get their default action
// back: a second Ctrl-C ends the process at once.
func interruptible() context.Context {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	go func() {
		<-ctx.Done()
		stop()
	}()
	return ctx
}
