"""EnforcementConfig: defaults, TOML files with profile overrides, errors that name the key."""

from __future__ import annotations

import json

import pytest

from groundtrace.errors import ConfigurationError, DataFormatError
from groundtrace.policy import EnforcementConfig, load_config, load_policy

DEFAULT_TOML = """
max_retries = 2
relevance_threshold = 0.2
competitors = ["Chase"]

[profiles.strict]
max_retries = 3
"""

PRODUCTION_TOML = """
# production overrides a few keys of the default file
max_retries = 1
llm_judge_enabled = false
competitors = ["Chase", "Revolut"]

[profiles.strict]
fail_on_not_evaluated = true
"""


@pytest.fixture
def files(tmp_path):
    default = tmp_path / "default.toml"
    default.write_text(DEFAULT_TOML, encoding="utf-8")
    prod = tmp_path / "production.toml"
    prod.write_text(PRODUCTION_TOML, encoding="utf-8")
    return default, prod


def test_defaults_are_valid_and_json_safe():
    cfg = EnforcementConfig()
    assert cfg.max_retries == 2 and cfg.enabled and cfg.always_enforce_global
    assert "no tengo esa información" in cfg.relevance_refusal_phrases
    json.dumps(cfg.to_dict())


def test_default_file_then_production_file(files):
    default, prod = files
    base = load_config(default)
    assert base.max_retries == 2 and base.relevance_threshold == 0.2
    assert base.competitors == ("Chase",)
    merged = load_config(default, prod)
    assert merged.max_retries == 1                       # overridden by production
    assert merged.llm_judge_enabled is False             # added by production
    assert merged.relevance_threshold == 0.2             # kept from default
    assert merged.competitors == ("Chase", "Revolut")    # lists replace, not append
    assert merged.deterministic_enabled is True          # built-in default


def test_profiles_merge_across_files_and_apply_last(files):
    default, prod = files
    strict = load_config(default, prod, profile="strict")
    assert strict.max_retries == 3                       # profile beats production's 1
    assert strict.fail_on_not_evaluated is True          # from production's profile table
    with pytest.raises(ConfigurationError, match="unknown profile 'staging'; profiles: strict"):
        load_config(default, prod, profile="staging")


@pytest.mark.parametrize(
    ("toml", "key"),
    [
        ("max_retrys = 1", "max_retrys"),
        ("[profiles.production]\nrelevance_treshold = 0.3", "relevance_treshold"),
    ],
)
def test_unknown_keys_are_errors_naming_the_key(tmp_path, toml, key):
    path = tmp_path / "bad.toml"
    path.write_text(toml, encoding="utf-8")
    with pytest.raises(ConfigurationError) as info:
        load_config(path, profile="production" if "profiles" in toml else None)
    assert repr(key) in str(info.value) and "bad.toml" in str(info.value)


@pytest.mark.parametrize(
    ("line", "key"),
    [
        ("max_retries = 4", "max_retries"),
        ("max_retries = -1", "max_retries"),
        ("max_retries = true", "max_retries"),
        ("relevance_threshold = 1.5", "relevance_threshold"),
        ("match_threshold = -2", "match_threshold"),
        ("grounding_threshold = 1.01", "grounding_threshold"),
        ("match_top_k = 0", "match_top_k"),
        ("enabled = 'yes'", "enabled"),
        ("fallback_template = ''", "fallback_template"),
        ("competitors = ['']", "competitors"),
        ("relevance_refusal_phrases = 'i do not know'", "relevance_refusal_phrases"),
        ("date_order = 'YMD'", "date_order"),
    ],
)
def test_out_of_range_values_are_errors_naming_the_key(tmp_path, line, key):
    path = tmp_path / "bad.toml"
    path.write_text(line, encoding="utf-8")
    with pytest.raises(ConfigurationError) as info:
        load_config(path)
    assert str(info.value).startswith(key) and "bad.toml" in str(info.value)


def test_constructor_validates_and_accepts_lists():
    assert EnforcementConfig(competitors=["Chase"]).competitors == ("Chase",)
    with pytest.raises(ConfigurationError, match=r"max_retries must be an integer in \[0, 3\]"):
        EnforcementConfig(max_retries=9)
    cfg = EnforcementConfig().replace(max_retries=0)
    assert cfg.max_retries == 0
    with pytest.raises(ConfigurationError, match="unknown enforcement setting 'retries'"):
        EnforcementConfig().replace(retries=1)


def test_file_errors(tmp_path):
    with pytest.raises(ConfigurationError, match="not found"):
        load_config(tmp_path / "missing.toml")
    bad = tmp_path / "broken.toml"
    bad.write_text("max_retries = = 1", encoding="utf-8")
    with pytest.raises(DataFormatError, match=r"broken\.toml"):
        load_config(bad)
    with pytest.raises(ConfigurationError, match="at least one"):
        load_config()


def test_policy_file_with_production_overrides(banking_path, tmp_path):
    prod = tmp_path / "production.toml"
    prod.write_text("[enforcement]\nmax_retries = 0\nmatch_top_k = 2\n", encoding="utf-8")
    base = load_policy(banking_path)
    assert base.config.max_retries == 2
    assert "Chase" in base.config.competitors
    over = load_policy(banking_path, config_files=[prod])
    assert over.config.max_retries == 0 and over.config.match_top_k == 2
    assert over.config.competitors == base.config.competitors
    profiled = load_policy(banking_path, profile="production")
    assert profiled.config.max_retries == 1 and profiled.config.fail_on_not_evaluated is True
