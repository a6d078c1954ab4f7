import sys

from yeastlab.faces.cli import main

sys.exit(main())
