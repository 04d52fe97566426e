"""adjudicator"""
