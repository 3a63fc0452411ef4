"""Word lists of the decision-rationale pack, per domain and language.

Phrases are matched whole-word, case- and accent-insensitively; entries are
written without accents where the folded form is meant.
"""

from __future__ import annotations

import re

__all__ = [
    "BORDERLINE",
    "DATA_SOURCES",
    "DECISIONS",
    "INJECTION",
    "LIMITATIONS",
    "OVERCLAIM",
    "PLACEHOLDERS",
    "POLICY_WORDS",
    "PROTECTED",
    "RECOURSE",
]

Table = dict[str, tuple[str, ...]]

#: Outcome vocabulary: domain → category → language → phrases.
DECISIONS: dict[str, dict[str, Table]] = {
    "finance": {
        "approve": {
            "en": ("approve", "approved", "approval", "granted", "accepted"),
            "es": ("aprobada", "aprobado", "aprobamos", "concedida", "concedido", "aceptada"),
        },
        "decline": {
            "en": ("decline", "declined", "rejected", "reject", "denied", "refused",
                   "not approved", "unable to approve", "cannot approve"),
            "es": ("rechazada", "rechazado", "denegada", "denegado", "no aprobada",
                   "no podemos aprobar", "no concedida"),
        },
        "refer": {
            "en": ("referred", "refer", "manual review", "further review", "pending review"),
            "es": ("revision manual", "derivada", "derivado", "pendiente de revision"),
        },
    },
    "aml": {
        "escalate": {
            "en": ("escalate", "escalated", "file a sar", "suspicious activity report",
                   "suspicious transaction report", "report to the fiu"),
            "es": ("escalar", "escalada", "escalado", "comunicacion por indicio",
                   "comunicar al sepblac", "operacion sospechosa"),
        },
        "dismiss": {
            "en": ("close the alert", "alert closed", "closed as", "no further action",
                   "false positive", "dismiss", "dismissed"),
            "es": ("cerrar la alerta", "alerta cerrada", "falso positivo", "sin mas actuaciones",
                   "descartada"),
        },
        "refer": {
            "en": ("enhanced due diligence", "request information", "request documentation",
                   "request further information"),
            "es": ("diligencia reforzada", "solicitar informacion", "solicitar documentacion"),
        },
    },
}  # fmt: skip

RECOURSE: dict[str, Table] = {
    "finance": {
        "en": ("human review", "reviewed by a person", "request a review", "ask for a review",
               "appeal", "contest", "reconsideration", "reconsider",
               "provide additional information",
               "contact us", "speak to an advisor", "complaint"),
        "es": ("revision humana", "revision por una persona", "solicitar una revision", "recurrir",
               "impugnar", "reclamacion", "reconsiderar", "aportar informacion adicional",
               "contacte con nosotros", "hablar con un gestor"),
    },
    "aml": {
        "en": ("file a sar", "suspicious activity report", "report to the fiu", "monitor",
               "ongoing monitoring", "request documentation", "request information",
               "close the alert", "no further action", "exit the relationship"),
        "es": ("comunicar al sepblac", "comunicacion por indicio", "seguimiento", "monitorizar",
               "solicitar documentacion", "solicitar informacion", "cerrar la alerta",
               "sin mas actuaciones", "cancelar la relacion"),
    },
}  # fmt: skip

DATA_SOURCES: dict[str, Table] = {
    "finance": {
        "en": ("credit bureau", "credit report", "credit file", "bank statements", "payslip",
               "payslips", "application form", "your application", "transaction history",
               "income verification", "tax return"),
        "es": ("cirbe", "central de riesgos", "asnef", "buro de credito", "extractos bancarios",
               "nomina", "nominas", "solicitud", "historial de movimientos",
               "declaracion de la renta"),
    },
    "aml": {
        "en": ("transaction monitoring", "kyc file", "customer due diligence",
               "sanctions screening",
               "watchlist", "adverse media", "transaction history", "wire records"),
        "es": ("monitorizacion de operaciones", "expediente kyc", "diligencia debida",
               "listas de sanciones", "noticias adversas", "historial de movimientos"),
    },
}  # fmt: skip

POLICY_WORDS: Table = {
    "en": ("policy", "credit policy", "criterion", "criteria", "rule", "threshold", "cut-off",
           "cutoff", "guideline", "risk appetite"),
    "es": ("politica", "politica de riesgos", "criterio", "criterios", "norma", "umbral",
           "punto de corte", "apetito de riesgo"),
}  # fmt: skip

BORDERLINE: Table = {
    "en": ("borderline", "close to the threshold", "near the threshold", "close to the cut-off",
           "marginal", "marginally", "narrowly", "just below", "just above"),
    "es": ("en el limite", "cerca del umbral", "cerca del punto de corte", "por poco",
           "ligeramente por debajo", "ligeramente por encima", "marginal"),
}  # fmt: skip

LIMITATIONS: Table = {
    "en": ("based on the information available", "based on the information provided",
           "information available", "limitation", "limitations", "may not reflect", "estimate",
           "estimated", "uncertain", "uncertainty", "subject to", "at the time of assessment"),
    "es": ("con la informacion disponible", "segun la informacion aportada", "limitacion",
           "limitaciones", "puede no reflejar", "estimacion", "estimado", "incertidumbre",
           "sujeto a", "en el momento de la evaluacion"),
}  # fmt: skip

OVERCLAIM: Table = {
    "en": ("guaranteed", "certainly", "definitely", "without any doubt", "no doubt", "100%",
           "always", "never", "impossible", "proves", "undeniably", "zero risk"),
    "es": ("garantizado", "garantizada", "sin duda", "sin ninguna duda", "definitivamente",
           "siempre", "nunca", "imposible", "demuestra", "100%", "riesgo cero"),
}  # fmt: skip

#: Protected characteristics (GDPR Art. 9, Reg B prohibited bases). Age is
#: left out on purpose: account age and length of credit history are
#: legitimate factors and a word list cannot tell them apart.
PROTECTED: Table = {
    "en": ("race", "racial", "ethnic", "ethnicity", "religion", "religious", "gender", "sex",
           "pregnant", "pregnancy", "marital status", "nationality", "national origin",
           "disability", "disabled", "sexual orientation", "trade union", "political opinion"),
    "es": ("raza", "racial", "etnia", "etnico", "religion", "religioso", "genero", "sexo",
           "embarazo", "embarazada", "estado civil", "nacionalidad", "origen nacional",
           "discapacidad", "orientacion sexual", "afiliacion sindical", "opinion politica"),
}  # fmt: skip

INJECTION: tuple[str, ...] = (
    "ignore previous instructions", "ignore all previous", "ignore the above",
    "disregard previous instructions", "as an ai language model", "as a large language model",
    "system prompt", "developer mode", "jailbreak", "i cannot comply", "[inst]", "<|im_start|>",
    "<|endoftext|>",
)  # fmt: skip

PLACEHOLDERS: tuple[re.Pattern[str], ...] = (
    re.compile(r"\[(?:[A-Z][A-Z _]{2,}|insert[^\]]*|[a-z_]+_name)\]"),
    re.compile(r"\{\{?\s*[A-Za-z_]\w*\s*\}?\}"),
    re.compile(r"<insert[^>]*>", re.IGNORECASE),
    re.compile(r"\b(?:TODO|TBD|XXX+)\b"),
    re.compile(r"lorem ipsum", re.IGNORECASE),
)
