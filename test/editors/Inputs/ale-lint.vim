" Opens the file given on the command line with ALE's clangtidy linter run
" through privdata-tidy, the way docs/editors.md sets it up, lets ALE lint
" it as it does on opening a file, then writes what ALE reports for it and
" the commands ALE ran to $PRIVDATA_ALE_OUT, and quits. Waits for ALE at most $PRIVDATA_ALE_TIMEOUT seconds (default
" 60); exits with status 1 when ALE is missing or does not finish in time.
"
" usage: PRIVDATA_TIDY=WRAPPER PRIVDATA_BUILD_DIR=DIR PRIVDATA_ALE_OUT=FILE \
"          vim -N -u ale-lint.vim -i NONE -n -es FILE.c
"   DIR holds the compile_commands.json that lists FILE.c
set nocompatible
packadd ale
filetype plugin on

let g:ale_linters = {'c': ['clangtidy']}
let g:ale_c_clangtidy_executable = $PRIVDATA_TIDY
let g:ale_c_clangtidy_checks = ['-*', 'privdata-type-mismatch']
let g:ale_c_build_dir = $PRIVDATA_BUILD_DIR

let s:finished = 0
autocmd User ALELintPost let s:finished = 1

" report(lines): writes the lines to $PRIVDATA_ALE_OUT and quits, with
" status 1 when the first line says that something went wrong.
function! s:Report(lines) abort
  call writefile(a:lines, $PRIVDATA_ALE_OUT)
  if a:lines[0] =~# '^error:'
    cquit
  endif
  qall!
endfunction

function! s:LintAndReport() abort
  if !exists('g:loaded_ale')
    call s:Report(['error: ALE is not installed (Debian package vim-ale)'])
  endif
  let l:buffer = bufnr('')
  let l:timeout = empty($PRIVDATA_ALE_TIMEOUT) ? 60 : str2nr($PRIVDATA_ALE_TIMEOUT)
  let l:deadline = reltimefloat(reltime()) + l:timeout
  while !s:finished && reltimefloat(reltime()) < l:deadline
    sleep 50m
  endwhile
  let l:lines = []
  if !s:finished
    call add(l:lines, printf('error: ALE did not finish linting within %d s', l:timeout))
  endif
  for l:item in ale#engine#GetLoclist(l:buffer)
    call add(l:lines, printf('%s:%d:%d: %s: %s', l:item.linter_name,
    \   l:item.lnum, l:item.col, l:item.type, l:item.text))
  endfor
  for l:run in filter(copy(ale#history#Get(l:buffer)), 'has_key(v:val, ''exit_code'')')
    let l:command = type(l:run.command) == v:t_list ? join(l:run.command) : l:run.command
    call add(l:lines, printf('ran: %s (exit status %d)', l:command, l:run.exit_code))
  endfor
  call s:Report(empty(l:lines) ? ['ALE reported nothing and ran nothing'] : l:lines)
endfunction

autocmd VimEnter * call s:LintAndReport()
