"""Checks deploy/ against the real build: the image's runtime packages cover
every shared library ptocd and ptoc load, the manifests are consistent with
each other, and ptocd starts with exactly the flags the image and the
Deployment give it, serves grpc.health.v1 and drains on SIGTERM the way the
Deployment's probes and grace period expect.

Usage: deploy_test.py PTOCD PTOC   (from the runfiles root)
"""

import json
import os
import re
import shlex
import signal
import subprocess
import sys
import tempfile
import time
import unittest

import grpc
import yaml

PTOCD = PTOC = None
DEPLOY = "deploy"

# Present in debian:12-slim itself.
BASE_IMAGE_PACKAGES = {"libc6", "libgcc-s1", "libstdc++6", "zlib1g"}

HEALTH_CHECK = "/grpc.health.v1.Health/Check"
SERVING = b"\x08\x01"      # HealthCheckResponse{status: SERVING}
NOT_SERVING = b"\x08\x02"  # HealthCheckResponse{status: NOT_SERVING}


def read(path):
    with open(os.path.join(DEPLOY, path), encoding="utf-8") as f:
        return f.read()


def dockerfile_runtime_packages(text):
    """The packages the final stage's `apt-get install` names."""
    final_stage = text[text.rindex("\nFROM "):]
    joined = final_stage.replace("\\\n", " ")
    match = re.search(r"apt-get install ([^&]*)", joined)
    return {word for word in match.group(1).split() if not word.startswith("-")}


def dockerfile_entrypoint(text):
    match = re.search(r"^ENTRYPOINT (\[.*\])$", text, re.MULTILINE)
    return json.loads(match.group(1))


def library_packages(*binaries):
    """Debian packages owning the shared libraries the binaries load."""
    paths = set()
    for binary in binaries:
        out = subprocess.run(["ldd", binary], check=True, capture_output=True, text=True).stdout
        for line in out.splitlines():
            parts = line.split("=>")
            if len(parts) == 2 and parts[1].strip().startswith("/"):
                paths.add(os.path.realpath(parts[1].split()[0]))
    # One dpkg query for all (it reads every package's file list each time).
    # Debian 12 is usr-merged: a library may be registered under /lib.
    candidates = sorted(paths | {p.replace("/usr/lib/", "/lib/", 1) for p in paths})
    out = subprocess.run(["dpkg", "-S"] + candidates, capture_output=True, text=True).stdout
    owners = {}
    for line in out.splitlines():
        package, path = line.split(": ", 1)
        owners[path] = package.split(":")[0]
    packages = set()
    for path in paths:
        owner = owners.get(path) or owners.get(path.replace("/usr/lib/", "/lib/", 1))
        packages.add(owner or "<unowned %s>" % path)
    return packages


def manifests():
    docs = {}
    for name in sorted(os.listdir(os.path.join(DEPLOY, "k8s"))):
        for doc in yaml.safe_load_all(read(os.path.join("k8s", name))):
            if doc is not None:
                docs.setdefault(doc["kind"], []).append(doc)
    return docs


def flag_value(args, name):
    for arg in args:
        if arg.startswith("--%s=" % name):
            return arg.split("=", 1)[1]
    return None


class ImageTest(unittest.TestCase):

    def test_runtime_packages_cover_linked_libraries(self):
        listed = dockerfile_runtime_packages(read("Dockerfile"))
        needed = library_packages(PTOCD, PTOC) - BASE_IMAGE_PACKAGES
        self.assertFalse(needed - listed, "libraries the image would miss")
        self.assertFalse(listed - needed - {"ca-certificates"}, "packages nothing loads")

    def test_entrypoint_ports_match_expose(self):
        text = read("Dockerfile")
        entry = dockerfile_entrypoint(text)
        exposed = set(re.search(r"^EXPOSE (.*)$", text, re.MULTILINE).group(1).split())
        self.assertEqual(exposed, {flag_value(entry, "port"), flag_value(entry, "metrics_port")})


class ManifestTest(unittest.TestCase):

    def setUp(self):
        self.docs = manifests()
        self.deployment = self.docs["Deployment"][0]
        self.pod = self.deployment["spec"]["template"]
        self.container = self.pod["spec"]["containers"][0]

    def test_kustomization_lists_every_manifest(self):
        kustomization = yaml.safe_load(read("k8s/kustomization.yaml"))
        files = {f for f in os.listdir(os.path.join(DEPLOY, "k8s")) if f != "kustomization.yaml"}
        self.assertEqual(set(kustomization["resources"]), files)
        self.assertEqual(kustomization["images"][0]["name"], self.container["image"])

    def test_selectors_match_pod_labels(self):
        labels = self.pod["metadata"]["labels"]
        selectors = [self.deployment["spec"]["selector"]["matchLabels"]]
        selectors += [s["spec"]["selector"] for s in self.docs["Service"]]
        selectors += [p["spec"]["selector"]["matchLabels"] for p in self.docs["PodDisruptionBudget"]]
        for selector in selectors:
            self.assertLessEqual(selector.items(), labels.items())
        hpa = self.docs["HorizontalPodAutoscaler"][0]["spec"]["scaleTargetRef"]
        self.assertEqual((hpa["kind"], hpa["name"]), ("Deployment", self.deployment["metadata"]["name"]))

    def test_ports_and_probes_match_the_entrypoint(self):
        entry = dockerfile_entrypoint(read("Dockerfile"))
        ports = {p["name"]: str(p["containerPort"]) for p in self.container["ports"]}
        self.assertEqual(ports["grpc"], flag_value(entry, "port"))
        self.assertEqual(ports["metrics"], flag_value(entry, "metrics_port"))
        for probe in ("readinessProbe", "livenessProbe"):
            self.assertEqual(str(self.container[probe]["grpc"]["port"]), ports["grpc"])
        annotations = self.pod["metadata"]["annotations"]
        self.assertEqual(annotations["prometheus.io/port"], ports["metrics"])
        service_ports = {p["targetPort"] for s in self.docs["Service"] for p in s["spec"]["ports"]}
        self.assertLessEqual(service_ports, set(ports))

    def test_grace_period_covers_the_drain(self):
        args = self.container["args"]
        drain = float(flag_value(args, "shutdown_delay_seconds")) + float(
            flag_value(args, "shutdown_grace_seconds"))
        self.assertGreater(self.pod["spec"]["terminationGracePeriodSeconds"], drain)

    def test_cache_dir_is_the_shared_volume(self):
        mounts = {m["name"]: m["mountPath"] for m in self.container["volumeMounts"]}
        claims = {v["name"]: v["persistentVolumeClaim"]["claimName"]
                  for v in self.pod["spec"]["volumes"] if "persistentVolumeClaim" in v}
        cache_volume = [name for name, path in mounts.items()
                        if path == flag_value(self.container["args"], "cache_dir")]
        self.assertEqual(len(cache_volume), 1)
        claim = claims[cache_volume[0]]
        pvc = [p for p in self.docs["PersistentVolumeClaim"] if p["metadata"]["name"] == claim]
        self.assertEqual(pvc[0]["spec"]["accessModes"], ["ReadWriteMany"])
        # The cache budget must leave room for compiles inside the memory limit.
        limit = self.container["resources"]["limits"]["memory"]
        self.assertTrue(limit.endswith("Gi"))
        self.assertLess(int(flag_value(self.container["args"], "cache_bytes")),
                        int(limit[:-2]) << 30)


def read_port(path):
    try:
        with open(path, encoding="utf-8") as f:
            return f.read().strip()
    except FileNotFoundError:
        return ""


def health(channel):
    call = channel.unary_unary(HEALTH_CHECK)
    return call(b"", timeout=5)


class StartTest(unittest.TestCase):
    """ptocd with the image's entrypoint flags followed by the Deployment's args,
    only the addresses and the cache directory moved to a private loopback setup."""

    def test_starts_serves_and_drains(self):
        entry = dockerfile_entrypoint(read("Dockerfile"))
        args = entry[1:] + manifests()["Deployment"][0]["spec"]["template"]["spec"][
            "containers"][0]["args"]
        work = tempfile.mkdtemp(dir=os.environ.get("TEST_TMPDIR"))
        overrides = {"host": "127.0.0.1", "port": "0", "metrics_port": "0",
                     "cache_dir": os.path.join(work, "cache"),
                     "shutdown_delay_seconds": "1", "shutdown_grace_seconds": "5"}
        seen = set()
        command = [PTOCD]
        for arg in args:
            name = arg[2:].split("=", 1)[0]
            seen.add(name)
            command.append("--%s=%s" % (name, overrides[name]) if name in overrides else arg)
        self.assertLessEqual({"host", "port", "metrics_port", "cache_dir"}, seen)
        port_file = os.path.join(work, "port")
        command.append("--port_file=" + port_file)
        os.makedirs(overrides["cache_dir"])
        log = open(os.path.join(work, "ptocd.log"), "w+")
        server = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)
        try:
            for _ in range(200):
                if read_port(port_file):
                    break
                self.assertIsNone(server.poll(), "ptocd exited: " + shlex.join(command))
                time.sleep(0.05)
            target = "127.0.0.1:" + read_port(port_file)
            with grpc.insecure_channel(target) as channel:
                self.assertEqual(health(channel), SERVING)
                server.send_signal(signal.SIGTERM)
                # During --shutdown_delay_seconds the probe must see NOT_SERVING.
                deadline = time.time() + 1.0
                status = SERVING
                while status == SERVING and time.time() < deadline:
                    status = health(channel)
                self.assertEqual(status, NOT_SERVING)
            self.assertEqual(server.wait(timeout=15), 0)
        finally:
            if server.poll() is None:
                server.kill()
                server.wait()
            log.seek(0)
            output = log.read()
            log.close()
            sys.stderr.write("ptocd log:\n" + output)
        self.assertIn("json", shlex.join(command))
        # --log_format=json: every log line is a JSON object.
        lines = [line for line in output.splitlines() if line.strip()]
        self.assertTrue(lines)
        for line in lines:
            json.loads(line)


if __name__ == "__main__":
    PTOCD, PTOC = sys.argv[1], sys.argv[2]
    unittest.main(argv=sys.argv[:1], verbosity=2)
