# fish completion for seqref. Load it with
#   seqref completion fish | source
# or save it as ~/.config/fish/completions/seqref.fish.
function __seqref_complete
    set -l words (commandline -opc)
    set -e words[1]
    seqref __complete $words (commandline -ct) 2>/dev/null
end
complete -c seqref -a '(__seqref_complete)'
