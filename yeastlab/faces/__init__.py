"""What a user meets: the widget inspector, plots and the ``yeast`` command."""
