"""The sources rules cite, written once so that every rule names them the same way.

Cited at the level of precision we are sure of (a regulation and article, a
guideline, a paper with venue and year). The regulation filter of the
decision-rationale pack matches on the short names in these strings
(``EU AI Act``, ``SR 11-7``, ``GDPR`` ...), so keep them verbatim.
"""

from __future__ import annotations

# --- academic -----------------------------------------------------------------
FACTSCORE = (
    "Min et al. (2023), FActScore: Fine-grained Atomic Evaluation of Factual Precision "
    "in Long Form Text Generation, EMNLP 2023"
)
RAGAS_FAITHFULNESS = (
    "Es et al. (2024), RAGAS: Automated Evaluation of Retrieval Augmented Generation, "
    "EACL 2024 (faithfulness)"
)
RAGAS_RELEVANCE = (
    "Es et al. (2024), RAGAS: Automated Evaluation of Retrieval Augmented Generation, "
    "EACL 2024 (answer relevance)"
)
MAYNEZ = (
    "Maynez et al. (2020), On Faithfulness and Factuality in Abstractive Summarization, "
    "ACL 2020 (entity hallucinations)"
)
RASHKIN_AIS = (
    "Rashkin et al. (2023), Measuring Attribution in Natural Language Generation Models, "
    "Computational Linguistics 49(4)"
)
DAHL_LEGAL = (
    "Dahl et al. (2024), Large Legal Fictions: Profiling Legal Hallucinations in Large "
    "Language Models, Journal of Legal Analysis"
)
LIN_VERBAL_UNCERTAINTY = (
    "Lin, Hilton and Evans (2022), Teaching Models to Express Their Uncertainty in Words, TMLR"
)
GUO_CALIBRATION = "Guo et al. (2017), On Calibration of Modern Neural Networks, ICML 2017"
LARSON_OOS = (
    "Larson et al. (2019), An Evaluation Dataset for Intent Classification and Out-of-Scope "
    "Prediction, EMNLP-IJCNLP 2019"
)
HENDRYCKS_MSP = (
    "Hendrycks and Gimpel (2017), A Baseline for Detecting Misclassified and "
    "Out-of-Distribution Examples in Neural Networks, ICLR 2017"
)
MULTI_INTENT = (
    "Gangadharaiah and Narayanaswamy (2019), Joint Multiple Intent Detection and Slot "
    "Labeling for Goal-Oriented Dialog, NAACL 2019"
)
GECOR = (
    "Quan et al. (2019), GECOR: An End-to-End Generative Ellipsis and Coreference "
    "Resolution Model for Task-Oriented Dialogue, EMNLP-IJCNLP 2019"
)
CLARIFYING_QUESTIONS = (
    "Aliannejadi et al. (2019), Asking Clarifying Questions in Open-Domain "
    "Information-Seeking Conversations, SIGIR 2019"
)
TAU_BENCH = (
    "Yao et al. (2024), tau-bench: A Benchmark for Tool-Agent-User Interaction in "
    "Real-World Domains, arXiv:2406.12045 (explicit user confirmation before consequential actions)"
)
WACHTER_COUNTERFACTUAL = (
    "Wachter, Mittelstadt and Russell (2018), Counterfactual Explanations without Opening "
    "the Black Box, Harvard Journal of Law & Technology 31(2)"
)

# --- industry / supervisory -----------------------------------------------------
NIST_GAI_CONFABULATION = (
    "NIST AI 600-1 (2024), Generative AI Profile of the NIST AI RMF: confabulation"
)
NIST_AI_RMF_VALID = "NIST AI RMF 1.0 (NIST AI 100-1, 2023): valid and reliable (MEASURE function)"
NIST_AI_RMF_TRANSPARENT = (
    "NIST AI RMF 1.0 (NIST AI 100-1, 2023): accountable and transparent, "
    "explainable and interpretable"
)
NIST_AI_RMF_FAIR = "NIST AI RMF 1.0 (NIST AI 100-1, 2023): fair, with harmful bias managed"
NIST_AI_RMF_SECURE = "NIST AI RMF 1.0 (NIST AI 100-1, 2023): secure and resilient"
SR_11_7_LIMITATIONS = (
    "SR 11-7 (Federal Reserve / OCC, 2011), Supervisory Guidance on Model Risk Management: "
    "model limitations and uncertainty"
)
SR_11_7_DOCUMENTATION = (
    "SR 11-7 (Federal Reserve / OCC, 2011), Supervisory Guidance on Model Risk Management: "
    "documentation and model inventory"
)
SR_11_7_OUTCOMES = (
    "SR 11-7 (Federal Reserve / OCC, 2011), Supervisory Guidance on Model Risk Management: "
    "outcomes analysis"
)
ISO_42001 = "ISO/IEC 42001:2023, AI management systems (documented information, traceability)"
EBA_LOM = (
    "EBA/GL/2020/06, Guidelines on loan origination and monitoring "
    "(automated models in creditworthiness assessment)"
)
EBA_LOM_POLICY = (
    "EBA/GL/2020/06, Guidelines on loan origination and monitoring (credit-granting policies "
    "and documented creditworthiness assessment)"
)
OWASP_LLM01 = "OWASP Top 10 for LLM Applications: LLM01 Prompt Injection"
CFPB_CHATBOTS = (
    "CFPB (2023), Chatbots in consumer finance (issue spotlight): customers must be able to "
    "reach a human and get accurate answers"
)
PCI_DSS_3 = (
    "PCI DSS v4.0, Requirement 3 (protect stored account data; no sensitive authentication data)"
)
FATF_R20 = "FATF Recommendations, Recommendation 20 (reporting of suspicious transactions)"
FATF_R10_11 = (
    "FATF Recommendations, Recommendations 10 and 11 (customer due diligence; record keeping)"
)

# --- regulation -------------------------------------------------------------------
EU_AI_ACT_ART10 = "EU AI Act (Regulation (EU) 2024/1689), Art. 10 (data and data governance, bias)"
EU_AI_ACT_ART12 = "EU AI Act (Regulation (EU) 2024/1689), Art. 12 (record-keeping)"
EU_AI_ACT_ART13 = (
    "EU AI Act (Regulation (EU) 2024/1689), Art. 13 (transparency and provision of information)"
)
EU_AI_ACT_ART14 = "EU AI Act (Regulation (EU) 2024/1689), Art. 14 (human oversight)"
EU_AI_ACT_ART15 = (
    "EU AI Act (Regulation (EU) 2024/1689), Art. 15 (accuracy, robustness and cybersecurity)"
)
EU_AI_ACT_ART86 = (
    "EU AI Act (Regulation (EU) 2024/1689), Art. 86 (right to explanation of individual "
    "decision-making)"
)
GDPR_ART5_ACCURACY = "GDPR (Regulation (EU) 2016/679), Art. 5(1)(d) (accuracy)"
GDPR_ART5_MINIMISATION = "GDPR (Regulation (EU) 2016/679), Art. 5(1)(c) (data minimisation)"
GDPR_ART9 = "GDPR (Regulation (EU) 2016/679), Art. 9 (special categories of personal data)"
GDPR_ART15_LOGIC = (
    "GDPR (Regulation (EU) 2016/679), Art. 15(1)(h) (meaningful information about the logic "
    "involved in automated decisions)"
)
GDPR_ART22 = (
    "GDPR (Regulation (EU) 2016/679), Art. 22(3) (right to obtain human intervention, express "
    "a point of view and contest an automated decision)"
)
REG_B_ADVERSE_ACTION = (
    "ECOA / Regulation B, 12 CFR 1002.9 (adverse action notice with the specific reasons)"
)
REG_B_PROHIBITED_BASIS = (
    "ECOA / Regulation B, 12 CFR 1002.4 (no discrimination on a prohibited basis)"
)
MIFID_FAIR_CLEAR = (
    "MiFID II (Directive 2014/65/EU), Art. 24(3) (information fair, clear and not misleading)"
)
PSD2_RTS_DYNAMIC_LINKING = (
    "PSD2 RTS on strong customer authentication (Commission Delegated Regulation (EU) 2018/389), "
    "Art. 5 (dynamic linking: the payer is made aware of the amount and the payee)"
)
PSD2_RTS_CREDENTIALS = (
    "PSD2 RTS on strong customer authentication (Commission Delegated Regulation (EU) 2018/389): "
    "confidentiality of personalised security credentials"
)
ISO_13616 = "ISO 13616-1:2020 (IBAN structure; check digits per ISO/IEC 7064 MOD 97-10)"
ISO_7812 = "ISO/IEC 7812-1 (issuer identification numbers; Luhn check digit)"
RD_1553_2005 = (
    "Spanish Real Decreto 1553/2005 (DNI); the control letter is the number modulo 23 "
    "(NIE: X/Y/Z read as 0/1/2)"
)
ES_TRANSPARENCY = (
    "Orden EHA/2899/2011 (transparencia y protección del cliente de servicios bancarios)"
)

#: Regulation keys accepted by ``decision_rationale_rules(regulations=...)`` and the
#: citation text each key matches (case-insensitive substring).
REGULATION_TERMS: dict[str, str] = {
    "eu_ai_act": "EU AI Act",
    "sr_11_7": "SR 11-7",
    "nist_ai_rmf": "NIST AI RMF",
    "iso_42001": "ISO/IEC 42001",
    "eba_gl_2020_06": "EBA/GL/2020/06",
    "gdpr": "GDPR",
    "reg_b": "Regulation B",
    "fatf": "FATF",
    "owasp_llm": "OWASP Top 10 for LLM",
}
