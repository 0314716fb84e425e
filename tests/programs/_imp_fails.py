print("_imp_fails starts")
attempts = 1
raise ValueError("module body failed")
