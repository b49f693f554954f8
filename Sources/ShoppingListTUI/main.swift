ShoppingListCommand.main()
