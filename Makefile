# Two commands a newcomer needs:
#   make demo   create .venv, install groundtrace, triage the bundled banking examples
#   make test   create .venv, install groundtrace with test extras, run the test suite
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin

.PHONY: demo test install install-dev lint clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

install: $(BIN)/python
	$(BIN)/pip install --quiet -e .

install-dev: $(BIN)/python
	$(BIN)/pip install --quiet -e '.[dev]'

demo: install
	$(BIN)/groundtrace demo

test: install-dev
	$(BIN)/python -m pytest -q

lint: install-dev
	$(BIN)/ruff check src tests bench training
	$(BIN)/mypy src

clean:
	rm -rf $(VENV) build dist src/*.egg-info
