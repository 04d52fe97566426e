"""Packages live in top-level folders (rulebooks/, index/, engine/, ...) that install under one
namespace, `referee.*`; setuptools cannot express that prefix declaratively, so it is computed here."""

from setuptools import find_packages, setup

TOP = ["rulebooks", "index", "engine", "adjudicator", "cli", "server"]
packages = ["referee"] + [f"referee.{p}" for p in find_packages(".", include=[f"{t}*" for t in TOP])]
setup(packages=packages, package_dir={"referee": "."})
