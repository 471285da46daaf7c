#!/usr/bin/env bash
# Submits a render as a job array of CHUNKS tasks and a join that waits for all of them.
#   examples/scale-out/slurm/submit.sh SCENE OUT.mp4 [CHUNKS] [render options]
# Prints the two job ids. RENDER_ANIM names the binary (default: render-anim on PATH).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
scene=$(realpath "$1") out=$(realpath -m "$2") chunks=${3:-4}
shift $(( $# >= 3 ? 3 : $# ))
parts="${out%.mp4}.parts"
array=$(sbatch --parsable --array=0-$((chunks - 1)) --export=ALL "$here/render.sbatch" "$scene" "$parts" "$@")
join=$(sbatch --parsable --dependency=afterok:"$array" --export=ALL "$here/join.sbatch" "$parts" "$out")
echo "$array $join"
