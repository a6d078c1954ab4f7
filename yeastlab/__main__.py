import sys

from yeastlab.cli import main

sys.exit(main())
