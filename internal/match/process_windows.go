package match

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"unsafe"

	"golang.org/x/sys/windows"
)

// shellCommand runs command in a process group of its own, so that
// Ctrl+C in the console stops the referee and not the bots: a command that
// runs one program (programOf) is started as that program, with command as
// its command line, and any other with cmd.exe /S /C, which runs the text
// between its outer quotes as written (docs/match.md, "Processes").
func shellCommand(command string) *exec.Cmd {
	var cmd *exec.Cmd
	line := command
	if program, ok := programOf(command); ok {
		cmd = exec.Command(program)
	} else {
		shell := os.Getenv("ComSpec")
		if shell == "" {
			shell = "cmd.exe"
		}
		cmd = exec.Command(shell)
		line = `cmd.exe /S /C "` + command + `"`
	}
	cmd.SysProcAttr = &syscall.SysProcAttr{CmdLine: line, CreationFlags: windows.CREATE_NEW_PROCESS_GROUP}
	return cmd
}

// programOf is the program that command runs, when it runs one program
// and nothing else: no list, pipe, redirection, group, escape or
// variable of cmd.exe, and a first word (in double quotes, or up to the
// first space) that is found as a .exe or .com on the PATH or by its path.
// Such a command is started without cmd.exe, as execIn does with sh
// elsewhere, so that the bot is the process the referee talks to: cmd.exe,
// waiting for its child, would hold the bot's output open and hide that
// the bot closed it.
func programOf(command string) (string, bool) {
	if strings.ContainsAny(command, "&|<>()^%!\n\r") {
		return "", false
	}
	name, _, _ := strings.Cut(strings.TrimLeft(command, " \t"), " ")
	if rest, ok := strings.CutPrefix(strings.TrimLeft(command, " \t"), `"`); ok {
		var closed bool
		if name, _, closed = strings.Cut(rest, `"`); !closed {
			return "", false
		}
	}
	name, _, _ = strings.Cut(name, "\t")
	if name == "" || strings.Contains(name, `"`) {
		return "", false
	}
	path, err := exec.LookPath(name)
	if err != nil {
		return "", false
	}
	switch strings.ToLower(filepath.Ext(path)) {
	case ".exe", ".com":
		return path, true
	}
	return "", false
}

// processGroup is a job object that holds a bot and every process it
// starts: Windows has no process groups that can be killed at once.
type processGroup struct{ job windows.Handle }

// join puts p, just started, into a new job, which kills its processes
// when it is killed or its handle is closed (by the referee's exit too).
func (g *processGroup) join(p *os.Process) error {
	job, err := windows.CreateJobObject(nil, nil)
	if err != nil {
		return os.NewSyscallError("CreateJobObject", err)
	}
	limits := windows.JOBOBJECT_EXTENDED_LIMIT_INFORMATION{
		BasicLimitInformation: windows.JOBOBJECT_BASIC_LIMIT_INFORMATION{LimitFlags: windows.JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE},
	}
	if _, err := windows.SetInformationJobObject(job, windows.JobObjectExtendedLimitInformation, uintptr(unsafe.Pointer(&limits)), uint32(unsafe.Sizeof(limits))); err != nil {
		windows.CloseHandle(job)
		return os.NewSyscallError("SetInformationJobObject", err)
	}
	h, err := windows.OpenProcess(windows.PROCESS_SET_QUOTA|windows.PROCESS_TERMINATE, false, uint32(p.Pid))
	if err != nil {
		windows.CloseHandle(job)
		return os.NewSyscallError("OpenProcess", err)
	}
	defer windows.CloseHandle(h)
	if err := windows.AssignProcessToJobObject(job, h); err != nil {
		windows.CloseHandle(job)
		return os.NewSyscallError("AssignProcessToJobObject", err)
	}
	g.job = job
	return nil
}

// kill kills every process of the job, and p itself should it not be in
// one.
func (g *processGroup) kill(p *os.Process) {
	if g.job == 0 {
		_ = p.Kill()
		return
	}
	_ = windows.TerminateJobObject(g.job, 1)
	windows.CloseHandle(g.job)
	g.job = 0
}
