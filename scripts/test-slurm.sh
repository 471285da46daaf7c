#!/usr/bin/env bash
# `make test-slurm`: a real Slurm run of examples/scale-out/slurm on a one-node cluster started here.
# Installs slurmctld, slurmd, the Slurm client and munge if missing; starts munged, slurmctld and slurmd
# on this machine (loopback, a generated slurm.conf, private ports, everything under one temporary
# folder); submits the example job array and its dependent join with sbatch; waits; checks the joined
# MP4 with ffprobe against a whole render; stops the daemons it started. Prints the wall times of the
# clip rendered whole and as the array.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
chunks=${CHUNKS:-2}
scene=${SCENE:-scenes/bench/bounce-1080.yaml}
duration=${DURATION:-4}

need=()
for p in slurmctld slurmd slurm-client munge; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || need+=("$p")
done
if [ ${#need[@]} -gt 0 ]; then
  echo "installing: ${need[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

swift build -c release --product render-anim >/dev/null
binary="$(swift build -c release --show-bin-path)/render-anim"

work=$(mktemp -d /tmp/render-anim-slurm.XXXXXX)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  sleep 1
  for pid in "${pids[@]}"; do kill -9 "$pid" 2>/dev/null || true; done
  [ -n "${KEEP:-}" ] || rm -rf "$work"
}
trap cleanup EXIT

host=$(hostname -s)
cpus=$(nproc)
memory=$(( $(awk '/MemTotal/ {print $2}' /proc/meminfo) / 1024 - 1024 ))
mkdir -p "$work"/{munge,state,spool,log,out}
chmod 700 "$work/munge"

# munge: its own key, socket, pid, log and seed files.
dd if=/dev/urandom of="$work/munge/munge.key" bs=1024 count=1 status=none
chmod 400 "$work/munge/munge.key"
munged --force --key-file="$work/munge/munge.key" --socket="$work/munge/munge.socket" \
  --pid-file="$work/munge/munged.pid" --log-file="$work/log/munged.log" --seed-file="$work/munge/munged.seed"
for _ in $(seq 50); do [ -f "$work/munge/munged.pid" ] && break; sleep 0.1; done
pids+=("$(cat "$work/munge/munged.pid")")

cat > "$work/slurm.conf" <<CONF
ClusterName=render-anim-test
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=16817
SlurmdPort=16818
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$work/munge/munge.socket
CredType=cred/munge
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/log/slurmctld.log
SlurmdLogFile=$work/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
MpiDefault=none
ReturnToService=2
SchedulerType=sched/builtin
SlurmdTimeout=30
InactiveLimit=0
KillWait=5
NodeName=$host NodeAddr=127.0.0.1 CPUs=$cpus RealMemory=$memory State=UNKNOWN
PartitionName=local Nodes=$host Default=YES MaxTime=INFINITE State=UP OverSubscribe=NO
CONF
export SLURM_CONF="$work/slurm.conf"

slurmctld -c -f "$SLURM_CONF"
for _ in $(seq 100); do [ -f "$work/slurmctld.pid" ] && break; sleep 0.1; done
pids+=("$(cat "$work/slurmctld.pid")")
slurmd -f "$SLURM_CONF" -N "$host"
for _ in $(seq 100); do [ -f "$work/slurmd.pid" ] && break; sleep 0.1; done
pids+=("$(cat "$work/slurmd.pid")")
for _ in $(seq 100); do
  sinfo -h -o %t 2>/dev/null | grep -qE "^(idle|mix)" && break
  sleep 0.2
done
sinfo -h -o "%P %t %c" | sed 's/^/slurm: /'

# The whole render, timed, for the comparison (and the reference for the check).
start=$(date +%s.%N)
"$binary" render "$scene" --duration "$duration" --quiet -o "$work/out/whole.mp4"
whole=$(awk "BEGIN { print $(date +%s.%N) - $start }")

# The array and its join, as a user submits them.
start=$(date +%s.%N)
read -r array join < <(cd "$work/out" && RENDER_ANIM="$binary" "$root/examples/scale-out/slurm/submit.sh" \
  "$root/$scene" "$work/out/clip.mp4" "$chunks" --duration "$duration")
echo "slurm: array job $array ($chunks tasks), join job $join"
for _ in $(seq 1200); do
  [ -z "$(squeue -h -j "$array,$join" 2>/dev/null)" ] && break
  sleep 0.5
done
array_time=$(awk "BEGIN { print $(date +%s.%N) - $start }")
state=$(scontrol show job "$join" 2>/dev/null | grep -o 'JobState=[A-Z]*' || echo "JobState=gone")

fail=0
frames() { ffprobe -v error -count_frames -select_streams v:0 -show_entries stream=nb_read_frames -of csv=p=0 "$1"; }
if [ ! -f "$work/out/clip.mp4" ]; then
  echo "FAIL: the join job wrote no clip ($state)"; fail=1
  tail -n 20 "$work"/out/*.log "$work/log/slurmd.log" 2>/dev/null || true
else
  w=$(frames "$work/out/whole.mp4") c=$(frames "$work/out/clip.mp4")
  wd=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$work/out/whole.mp4")
  cd_=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$work/out/clip.mp4")
  echo "whole: $w frames, $wd s; joined from $chunks array tasks: $c frames, $cd_ s"
  [ "$w" = "$c" ] && [ "$wd" = "$cd_" ] || { echo "FAIL: the joined clip differs from the whole render"; fail=1; }
  ls "$work/out/clip.parts" | grep -c '^part-' | xargs -I{} echo "parts: {}"
fi
printf 'wall time: whole render %.1f s; %d-task array + join on the one-node cluster %.1f s\n' "$whole" "$chunks" "$array_time"
[ $fail -eq 0 ] && echo "1 passed, 0 failed" || echo "0 passed, 1 failed"
exit $fail
