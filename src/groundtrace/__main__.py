"""``python -m groundtrace`` runs the command line."""

from groundtrace.cli import main

if __name__ == "__main__":
    main()
