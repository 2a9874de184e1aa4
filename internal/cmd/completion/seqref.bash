# bash completion for seqref. Load it with
#   source <(seqref completion bash)
# or save it as /etc/bash_completion.d/seqref.
_seqref() {
    local IFS=$'\n'
    COMPREPLY=($(seqref __complete "${COMP_WORDS[@]:1:COMP_CWORD}" 2>/dev/null))
}
complete -o default -F _seqref seqref
