# fish completion for seqref. Load it with
#   seqref completion fish | source
# or save it as ~/.config/fish/completions/seqref.fish.
function __seqref_complete
    set -l words (commandline -opc)
    set -e words[1]
    set -l found (seqref __complete $words (commandline -ct) 2>/dev/null)
    if test (count $found) -gt 0
        printf '%s\n' $found
    else
        __fish_complete_path (commandline -ct)
    end
end
complete -c seqref -f -a '(__seqref_complete)'
